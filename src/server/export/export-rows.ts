import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/dates.ts';
import type { ReadDatabase } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import type { GuestlistEntryStatus } from '../db/schema.ts';
import { openExportSession } from './export-session.ts';

/** One party of the export, as the door reads it. */
export interface ExportRow {
  date: IsoDate;
  status: GuestlistEntryStatus;
  /** 1 = next in line; null unless waitlisted. */
  waitlistPosition: number | null;
  lastName: string;
  firstName: string;
  phoneNumber: string;
  ladies: number;
  men: number;
  /** As the member typed them, one per cell of the export. */
  guestNames: string[];
  arrived: number;
  /** `YYYY-MM-DD HH:MM` on the club's wall clock. */
  joinedAt: string;
  /** The promoter credited with the party, "(link)" or "(added)"; empty when the member joined on their own. */
  promoter: string;
}

export interface ExportQuery {
  clubId: string;
  from: IsoDate;
  to: IsoDate;
  timeZone: string;
}

/**
 * Rows fetched at a time: the server holds one batch and its cells (~1.6 MB), never the list. Small
 * enough that a batch mostly dies young: at 10,000 rows (16 MB) every batch outlived V8's young
 * generation and piled up in the old one (a 1,000,000-row CSV on PostgreSQL grew RSS by ~240 MB;
 * at 1,000 rows by 130–190 MB with V8's defaults, and by 10 MB under the runbook's heap cap).
 */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * Parties sorted by one statement at most (unless one night alone has more). The order starts with
 * the date, so nights can be sorted apart; on PGlite a statement blocks the whole process, and
 * 100,000 parties sort in about a second there. Small nights share one sort.
 */
export const EXPORT_SORT_ROWS = 100_000;

/** Consecutive nights sorted together, covering the range without a gap. */
export interface SortRange {
  from: IsoDate;
  to: IsoDate;
}

/** Splits [from, to] before a night that would take a sort past `limit` parties. */
export function sortRanges(
  nights: readonly { date: IsoDate; parties: number }[],
  from: IsoDate,
  to: IsoDate,
  limit = EXPORT_SORT_ROWS,
): SortRange[] {
  const ranges: SortRange[] = [];
  let start = from;
  let parties = 0;
  for (const night of nights) {
    if (parties > 0 && parties + night.parties > limit) {
      ranges.push({ from: start, to: addDays(night.date, -1) });
      start = night.date;
      parties = 0;
    }
    parties += night.parties;
  }
  ranges.push({ from: start, to });
  return ranges;
}

/** What the export of a range holds before it is read: its parties, and the most guest names one gave. */
export interface ExportShape {
  parties: number;
  mostGuestNames: number;
}

/**
 * The parties of the export of `query` and the most names one of them gave: both are needed before
 * the first byte (an XLSX sheet's row limit, the header's guest columns). One pass over the range's
 * rows, without sorting or joining: a small part of what the export reads next (docs/decisions/028).
 */
export async function measureExport(
  db: ReadDatabase,
  query: Omit<ExportQuery, 'timeZone'>,
): Promise<ExportShape> {
  const [row] = rowsOf<ExportShape>(
    await db.execute(sql`
      select count(*)::int as "parties", coalesce(max(cardinality(e.guest_names)), 0)::int as "mostGuestNames"
      from guestlist_entries e
      where e.club_id = ${query.clubId} and e.date between ${query.from}::date and ${query.to}::date`),
  );
  return row ?? { parties: 0, mostGuestNames: 0 };
}

/**
 * The club's guestlist for the range in the export's order (date, confirmed → waitlisted →
 * cancelled, last name, first name), in batches: the caller holds one batch at a time however long
 * the list is. Each range of nights is sorted once, into a cursor WITH HOLD: the statement that
 * declares it sorts and stores the rows and commits, so no transaction stays open while the client
 * downloads (on PGlite, one open transaction would stop every other request). The cursor is closed
 * when the reading stops for any reason, a client gone mid-download included.
 */
export async function* readExportRows(
  db: ReadDatabase,
  query: ExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
  sortRows = EXPORT_SORT_ROWS,
): AsyncGenerator<ExportRow[]> {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`batch size ${batchSize}`);
  const session = await openExportSession(db);
  let failure: Error | undefined;
  try {
    const nights = rowsOf<{ date: IsoDate; parties: number }>(
      await session.db.execute(sql`
        select e.date::text as date, count(*)::int as parties from guestlist_entries e
        where e.club_id = ${query.clubId} and e.date between ${query.from}::date and ${query.to}::date
        group by e.date order by e.date`),
    );
    for (const range of sortRanges(nights, query.from, query.to, sortRows)) {
      // Cursors share PGlite's one session: each export names its own.
      const cursor = sql.identifier(`export_${randomUUID().replaceAll('-', '')}`);
      await session.db.execute(
        sql`declare ${cursor} no scroll cursor with hold for ${sortedRows(query, range)}`,
      );
      try {
        for (;;) {
          const batch = rowsOf<{ row: string }>(
            await session.db.execute(sql`fetch forward ${sql.raw(String(batchSize))} from ${cursor}`),
          );
          if (batch.length > 0) yield batch.map(({ row }) => exportRowOf(JSON.parse(row)));
          if (batch.length < batchSize) break;
        }
      } finally {
        await session.db.execute(sql`close ${cursor}`);
      }
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    session.release(failure);
  }
}

/** The fields of a party in the order sortedRows builds its JSON array. */
const ROW_FIELDS = [
  'date',
  'status',
  'waitlistPosition',
  'lastName',
  'firstName',
  'phoneNumber',
  'ladies',
  'men',
  'guestNames',
  'arrived',
  'joinedAt',
  'promoter',
] as const satisfies readonly (keyof ExportRow)[];

// Every field of ExportRow has its place in the array: this line stops compiling when one is added.
const everyField: Record<Exclude<keyof ExportRow, (typeof ROW_FIELDS)[number]>, never> = {};
void everyField;

/** A party as the database sends it: one JSON array, the values in ROW_FIELDS order. */
function exportRowOf(values: readonly unknown[]): ExportRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < ROW_FIELDS.length; i++) row[ROW_FIELDS[i] as string] = values[i];
  return row as unknown as ExportRow;
}

/**
 * Every party of the range, sorted, each as one JSON text: PGlite hands a result over field by
 * field at a cost per field, and one field per row carries 13 columns about 2.5 times as fast.
 * The waitlist is numbered once per night by a window over the queue, as the member's pass counts
 * it (waitlisted_at, then id). PGlite never gathers statistics (no autovacuum), so the planner
 * believes every table nearly empty: the query has no join it could turn into a nested loop over a
 * subquery (that took 67 s for 72,000 parties). Waiting parties come numbered through UNION ALL;
 * arrivals are an index lookup per party.
 */
function sortedRows(query: ExportQuery, range: SortRange): SQL {
  const inRange = sql`club_id = ${query.clubId} and date between ${range.from}::date and ${range.to}::date`;
  return sql`
    select json_build_array(
      e.date, e.status, e.position, u.last_name, u.first_name, u.phone_number, e.ladies, e.men,
      e.guest_names,
      coalesce((select sum(ci.people) from check_ins ci where ci.entry_id = e.id), 0),
      to_char(e.created_at at time zone ${query.timeZone}, 'YYYY-MM-DD HH24:MI'),
      coalesce((select trim(p.first_name || ' ' || p.last_name)
          || case when e.added_by_user_id is null then ' (link)' else ' (added)' end
        from users p where p.id = e.promoter_user_id), '')
    )::text as row
    from (
      select id, user_id, date, status, ladies, men, guest_names, created_at, promoter_user_id,
        added_by_user_id, null::int as position
      from guestlist_entries where ${inRange} and status <> 'waitlisted'
      union all
      select id, user_id, date, status, ladies, men, guest_names, created_at, promoter_user_id,
        added_by_user_id, (row_number() over (partition by date order by waitlisted_at, id))::int
      from guestlist_entries where ${inRange} and status = 'waitlisted'
    ) e
    join users u on u.id = e.user_id
    order by e.date, (case e.status when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end),
      lower(u.last_name), lower(u.first_name), e.id`;
}
