import { type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import type { GuestlistEntryStatus } from '../db/schema.ts';

/** One party of the export, as the door reads it. */
export interface ExportRow {
  id: string;
  date: IsoDate;
  status: GuestlistEntryStatus;
  /** 1 = next in line; null unless waitlisted. */
  waitlistPosition: number | null;
  lastName: string;
  firstName: string;
  phoneNumber: string;
  ladies: number;
  men: number;
  guestNames: string;
  arrived: number;
  /** `YYYY-MM-DD HH:MM` on the club's wall clock. */
  joinedAt: string;
}

export interface ExportQuery {
  clubId: string;
  from: IsoDate;
  to: IsoDate;
  timeZone: string;
}

/**
 * Rows per batch: about 8 MB of row objects (16 MB with their cells) at a time. No index can serve the surname order (it
 * lives in users, across the join), so every batch query scans and joins the rest of the range;
 * fewer, larger batches keep a 100,000-party night to ten such scans.
 */
export const EXPORT_BATCH_SIZE = 10_000;

const STATUS_RANK = sql`(case e.status when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end)`;

interface BatchRow {
  id: string;
  date: string;
  status: GuestlistEntryStatus;
  rank: number;
  last_name: string;
  first_name: string;
  last_key: string;
  first_key: string;
  phone_number: string;
  ladies: number;
  men: number;
  guest_names: string;
  arrived: number;
  joined_at: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The club's guestlist for the range in the export's order (date, confirmed → waitlisted →
 * cancelled, last name, first name), read in keyset-paginated batches: the caller holds one batch
 * at a time however long the list is, and the database never keeps a cursor open between batches.
 */
export async function* readExportRows(
  db: Database,
  query: ExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow[]> {
  let after: BatchRow | undefined;
  for (;;) {
    const batch: BatchRow[] = rowsOf(await db.execute(batchQuery(query, after, batchSize)));
    if (batch.length === 0) return;
    const positions = await waitlistPositions(db, query.clubId, batch);
    yield batch.map((row) => ({
      id: row.id,
      date: row.date,
      status: row.status,
      waitlistPosition: positions.get(row.id) ?? null,
      lastName: row.last_name,
      firstName: row.first_name,
      phoneNumber: row.phone_number,
      ladies: row.ladies,
      men: row.men,
      guestNames: row.guest_names,
      arrived: row.arrived,
      joinedAt: row.joined_at,
    }));
    if (batch.length < batchSize) return;
    after = batch.at(-1);
  }
}

function batchQuery(query: ExportQuery, after: BatchRow | undefined, limit: number): SQL {
  // The sort keys travel back as the cursor, compared by the database itself: its collation decides
  // the order of names, so the cursor can never disagree with ORDER BY.
  // The first two conditions follow from the row comparison; spelled out, they let the index on
  // (club, date, status) skip the nights and statuses already written before the join.
  const cursor = after
    ? sql`and e.date >= ${after.date}::date
        and (e.date > ${after.date}::date or ${STATUS_RANK} >= ${after.rank}::int)
        and (e.date, ${STATUS_RANK}, lower(u.last_name), lower(u.first_name), e.id)
          > (${after.date}::date, ${after.rank}::int, ${after.last_key}::text, ${after.first_key}::text, ${after.id}::uuid)`
    : sql``;
  // The inner query picks the page's ids by the sort keys alone; the outer one reads the columns
  // (and the arrivals) for those rows only, so the per-row work is not repeated for the whole list.
  return sql`
    select page.id, page.date::text as date, e.status, page.rank, u.last_name, u.first_name,
      page.last_key, page.first_key, u.phone_number, e.ladies, e.men,
      array_to_string(e.guest_names, ', ') as guest_names,
      to_char(e.created_at at time zone ${query.timeZone}, 'YYYY-MM-DD HH24:MI') as joined_at,
      coalesce((select sum(ci.people) from check_ins ci where ci.entry_id = page.id), 0)::int as arrived
    from (
      select e.id, e.date, ${STATUS_RANK} as rank, lower(u.last_name) as last_key, lower(u.first_name) as first_key
      from guestlist_entries e
      join users u on u.id = e.user_id
      where e.club_id = ${query.clubId} and e.date between ${query.from}::date and ${query.to}::date
        ${cursor}
      order by e.date, ${STATUS_RANK}, lower(u.last_name), lower(u.first_name), e.id
      limit ${limit}
    ) page
    join guestlist_entries e on e.id = page.id
    join users u on u.id = e.user_id
    order by page.date, page.rank, page.last_key, page.first_key, page.id`;
}

/** Queue positions of the batch's waitlisted parties, counted as the member's pass counts them. */
async function waitlistPositions(
  db: Database,
  clubId: string,
  batch: BatchRow[],
): Promise<Map<string, number>> {
  const waiting = batch.filter((row) => row.status === 'waitlisted');
  if (waiting.length === 0) return new Map();
  const dates = [...new Set(waiting.map((row) => row.date))];
  const ids = waiting.map((row) => sql`${row.id}::uuid`);
  const rows = rowsOf<{ id: string; position: number }>(
    await db.execute(sql`
      select id, position from (
        select w.id, (row_number() over (partition by w.date order by w.waitlisted_at, w.id))::int as position
        from guestlist_entries w
        where w.club_id = ${clubId} and w.status = 'waitlisted'
          and w.date in (${sql.join(
            dates.map((date) => sql`${date}::date`),
            sql`, `,
          )})
      ) queue
      where id in (${sql.join(ids, sql`, `)})`),
  );
  return new Map(rows.map((row) => [row.id, row.position]));
}
