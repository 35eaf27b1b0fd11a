import { sql } from 'drizzle-orm';
import {
  GUEST_CARE_LIMITS,
  type GuestRecognition,
  type GuestTag,
  REGULAR_DAYS,
  REGULAR_VISITS,
} from '../../shared/api/guest-care-schema.ts';
import { addDays, type IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { checkIns, clubs, guestlistEntries, reservations } from '../db/schema.ts';
import { findLatestNotes, findTagsOfGuests, type GuestTagRow } from './guest-care-repository.ts';

export interface ArrivalCounts {
  /** Nights arrived at the venue's clubs before `night`, up to GUEST_CARE_LIMITS.visits + 1. */
  before: number;
  /** Of them, in the REGULAR_DAYS days before `night`. */
  recent: number;
}

/**
 * The nights each guest arrived (someone of their party or table was admitted) at the venue's
 * clubs before `night`: per guest, their own entries and tables at the venue (indexed by user), the
 * latest GUEST_CARE_LIMITS.visits + 1 nights at most. One statement for a page of guests.
 */
export async function countArrivals(
  db: Database,
  venueId: string,
  userIds: readonly string[],
  night: IsoDate,
): Promise<Map<string, ArrivalCounts>> {
  if (userIds.length === 0) return new Map();
  const since = addDays(night, -REGULAR_DAYS);
  const result = await db.execute(sql`
    with venue_clubs as (select ${clubs.id} as id from ${clubs} where ${clubs.venueId} = ${venueId}::uuid)
    select g.user_id, count(n.date)::int as before,
      count(n.date) filter (where n.date >= ${since}::date)::int as recent
    from unnest(${sql.param(userIds)}::uuid[]) as g(user_id)
    left join lateral (
      select e.date from ${guestlistEntries} e
      where e.user_id = g.user_id and e.club_id in (select id from venue_clubs) and e.date < ${night}::date
        and exists (select 1 from ${checkIns} c where c.entry_id = e.id)
      union
      select r.date from ${reservations} r
      where r.user_id = g.user_id and r.club_id in (select id from venue_clubs) and r.date < ${night}::date
        and exists (select 1 from ${checkIns} c where c.reservation_id = r.id)
      order by 1 desc
      limit ${GUEST_CARE_LIMITS.visits + 1}
    ) n on true
    group by g.user_id`);
  return new Map(
    rowsOf<{ user_id: string; before: number; recent: number }>(result).map((row) => [
      row.user_id,
      { before: row.before, recent: row.recent },
    ]),
  );
}

export const toGuestTag = (row: GuestTagRow): GuestTag => ({
  kind: row.kind,
  label: row.label,
  birthday: row.birthday,
});

/** "Birthday tonight": the tag's MM-DD is the night's. */
export const birthdayOn = (tags: readonly GuestTag[], night: IsoDate) =>
  tags.some((tag) => tag.kind === 'birthday' && tag.birthday === night.slice(5));

export function shortNote(body: string | undefined): string | null {
  if (body === undefined) return null;
  const line = body.replace(/\s+/g, ' ').trim();
  const max = GUEST_CARE_LIMITS.shortNote;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * What the door and the night list read of each of a page of guests at the venue on `night`: their
 * tags, latest note (short), Nth visit, first time, regular and birthday tonight. Three statements
 * for the whole page, whatever its size.
 */
export async function recognise(
  db: Database,
  venueId: string,
  userIds: readonly string[],
  night: IsoDate,
): Promise<Map<string, GuestRecognition>> {
  const ids = [...new Set(userIds)];
  const [tagRows, notes, arrivals] = await Promise.all([
    findTagsOfGuests(db, venueId, ids),
    findLatestNotes(db, venueId, ids),
    countArrivals(db, venueId, ids, night),
  ]);
  const result = new Map<string, GuestRecognition>();
  for (const id of ids) {
    const tags = tagRows.filter((row) => row.userId === id).map(toGuestTag);
    const counts = arrivals.get(id) ?? { before: 0, recent: 0 };
    result.set(id, {
      tags,
      note: shortNote(notes.get(id)),
      visit: counts.before + 1,
      firstTime: counts.before === 0,
      regular: counts.recent >= REGULAR_VISITS,
      birthdayTonight: birthdayOn(tags, night),
    });
  }
  return result;
}
