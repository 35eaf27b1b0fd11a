import { and, desc, eq, lt, or } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { UserRow } from '../profile/users-repository.ts';

export interface AuditEntry {
  /** e.g. `club.create`, `club.update`, `guestlist-date.open`, `staff.add`, `reservation.status`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The club the action concerns, so its venue's managers see it; null for platform-wide actions. */
  clubId: string | null;
  /** A venue-wide action (a role at every club of a venue): the venue, for its managers. */
  venueId?: string | null;
  /** One line for people: "Opened 24 dates at Neon Room". */
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit entry for an admin action. Call it with the transaction that makes the change,
 * so the log holds exactly the changes that happened.
 */
export async function recordAudit(tx: Database, actor: UserRow, entry: AuditEntry, now: Date): Promise<void> {
  const name = `${actor.firstName} ${actor.lastName}`.trim();
  await tx.insert(auditLog).values({
    actorUserId: actor.id,
    actorPhone: actor.phoneNumber,
    actorName: name || actor.phoneNumber,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    clubId: entry.clubId,
    venueId: entry.venueId ?? null,
    summary: entry.summary,
    details: entry.details ?? {},
    createdAt: now,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

/** What a reader of the log may see: entries about these clubs and venues; null for every entry. */
export type AuditScope = { clubIds: readonly string[]; venueIds: readonly string[] } | null;

const within = (scope: AuditScope) =>
  scope ? or(anyOf(auditLog.clubId, scope.clubIds), anyOf(auditLog.venueId, scope.venueIds)) : undefined;

/** Newest first, at most `limit` rows older than `before`. */
export function findAuditPage(
  db: Database,
  scope: AuditScope,
  before: Date | undefined,
  limit: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(within(scope), before ? lt(auditLog.createdAt, before) : undefined))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The rows written at exactly `at` that sort after `afterId` (newest-first order), so a page never splits them. */
export function findAuditTies(
  db: Database,
  scope: AuditScope,
  at: Date,
  afterId: string,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(within(scope), eq(auditLog.createdAt, at), lt(auditLog.id, afterId)))
    .orderBy(desc(auditLog.id));
}
