import type { AuditEntryView } from '../../../shared/api/admin/staff-schema.ts';
import {
  type AuditRow,
  type AuditScope,
  findAuditPage,
  findAuditTies,
} from '../../audit/audit-repository.ts';
import type { Database } from '../../db/client.ts';

function toView(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { name: row.actorName, phoneNumber: row.actorPhone },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
    details: row.details,
  };
}

/**
 * One page of the audit log, newest first: every entry, or those within `scope` (a manager's clubs and venues). The cursor is a time, so rows written at the same
 * instant as the page's last one all come in this page: the next page (older than that instant)
 * then neither repeats nor skips any.
 */
export async function readAuditLog(db: Database, scope: AuditScope, before: Date | undefined, limit: number) {
  const rows = await findAuditPage(db, scope, before, limit + 1);
  if (rows.length <= limit) return { entries: rows.map(toView), nextBefore: null };
  const page = rows.slice(0, limit);
  const last = page.at(-1)!;
  page.push(...(await findAuditTies(db, scope, last.createdAt, last.id)));
  const more = (await findAuditPage(db, scope, last.createdAt, 1)).length > 0;
  return { entries: page.map(toView), nextBefore: more ? last.createdAt.toISOString() : null };
}
