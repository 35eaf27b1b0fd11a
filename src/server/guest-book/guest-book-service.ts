import {
  type GuestBookFilter,
  type GuestBookRow,
  type GuestBookSort,
  LAPSED_DAYS,
} from '../../shared/api/admin/guest-book-schema.ts';
import { nightOf } from '../../shared/closing-time.ts';
import { addDays } from '../../shared/dates.ts';
import type { StaffMember } from '../auth/require-role.ts';
import type { Database, ReadDatabase } from '../db/client.ts';
import { foldState } from './guest-book-fold.ts';
import {
  findGuestBookPage,
  type GuestBookCursor,
  type GuestBookRecord,
  type GuestBookScope,
} from './guest-book-repository.ts';
import { resolveGuestBookScope } from './guest-book-scope.ts';

/**
 * The scope of a request and how far its figures go: the nights through `through` (every club of
 * the scope folded through it), `adding` while the fold job has a finished night still to add.
 * Reads never fold (docs/decisions/040): the job does, in batches.
 */
export async function openGuestBook(
  db: Database,
  staff: StaffMember,
  ask: { clubId?: string | undefined; venueId?: string | undefined },
  now: Date,
): Promise<{ scope: GuestBookScope; through: string | null; adding: boolean }> {
  const scope = await resolveGuestBookScope(db, staff, ask);
  return { scope, ...(await foldState(db, scope.clubIds, now)) };
}

export interface ListAsk {
  q: string | undefined;
  filter: GuestBookFilter | undefined;
  sort: GuestBookSort;
}

/** `limit` rows of the list after `cursor`, and the cursor after them when more follow. */
export async function guestBookPage(
  db: ReadDatabase,
  scope: GuestBookScope,
  ask: ListAsk,
  cursor: GuestBookCursor | null,
  limit: number,
  now: Date,
): Promise<{ rows: GuestBookRecord[]; next: GuestBookCursor | null }> {
  const lapsedBefore = addDays(nightOf(now, scope.timeZone), -LAPSED_DAYS);
  const found = await findGuestBookPage(db, scope, { ...ask, cursor, lapsedBefore, limit: limit + 1 });
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  const next =
    found.length > limit && last ? { sort: ask.sort, value: last.sortValue, userId: last.userId } : null;
  return { rows, next };
}

export const guestName = (record: { firstName: string; lastName: string }): string =>
  `${record.firstName} ${record.lastName}`.trim() || 'A guest';

export const toGuestBookRow = (record: GuestBookRecord): GuestBookRow => ({
  userId: record.userId,
  name: guestName(record),
  phoneNumber: record.phoneNumber,
  figures: record.figures,
});
