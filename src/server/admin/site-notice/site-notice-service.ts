import {
  DEFAULT_SITE_NOTICE,
  type SiteNotice,
  siteNoticeSchema,
} from '../../../shared/api/admin/site-notice-schema.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { StaffDeps } from '../../auth/staff-deps.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../profile/users-repository.ts';
import { findSetting, findSettingForUpdate, NOTICE_KEY, upsertSetting } from './site-notice-repository.ts';

const storedNotice = siteNoticeSchema.pick({ enabled: true, text: true });

function toNotice(row: { value: unknown; updatedAt: Date } | undefined): SiteNotice {
  // A value that no longer reads as a notice (hand-edited) falls back to the default, never a 500.
  const parsed = row ? storedNotice.safeParse(row.value) : undefined;
  if (!row || !parsed?.success) return { ...DEFAULT_SITE_NOTICE, updatedAt: null };
  return { ...parsed.data, updatedAt: row.updatedAt.toISOString() };
}

/** The home page's banner: the admin's notice, or the default until one is saved. */
export async function readSiteNotice(db: Database): Promise<SiteNotice> {
  return toNotice(await findSetting(db, NOTICE_KEY));
}

export async function saveSiteNotice(
  deps: Pick<StaffDeps, 'db' | 'clock'>,
  actor: UserRow,
  notice: { enabled: boolean; text: string },
): Promise<SiteNotice> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const before = toNotice(await findSettingForUpdate(tx, NOTICE_KEY));
    const row = await upsertSetting(tx, NOTICE_KEY, notice, actor.id, now);
    const summary =
      before.enabled === notice.enabled
        ? notice.enabled
          ? 'Changed the site notice'
          : 'Changed the site notice (it stays off)'
        : notice.enabled
          ? 'Switched the site notice on'
          : 'Switched the site notice off';
    await recordAudit(
      tx,
      actor,
      {
        action: 'site-notice.update',
        targetType: 'site-notice',
        targetId: NOTICE_KEY,
        clubId: null,
        summary,
        details: {
          before: { enabled: before.enabled, text: before.text },
          after: notice,
        },
      },
      now,
    );
    return toNotice(row);
  });
}
