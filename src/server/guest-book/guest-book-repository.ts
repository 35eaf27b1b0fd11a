import { type SQL, sql } from 'drizzle-orm';
import {
  type GuestBookFilter,
  type GuestBookSort,
  type GuestFigures,
  REGULAR_VISITS,
} from '../../shared/api/admin/guest-book-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database, ReadDatabase } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';

/** One club's guest book, or a venue's (the sums over its clubs). */
export interface GuestBookScope {
  kind: 'club' | 'venue';
  id: string;
  name: string;
  clubIds: readonly string[];
  timeZone: string;
}

/** Where a page starts: the previous page's last row's sort value and user id. */
export interface GuestBookCursor {
  sort: GuestBookSort;
  value: string;
  userId: string;
}

export interface GuestBookListQuery {
  q: string | undefined;
  filter: GuestBookFilter | undefined;
  sort: GuestBookSort;
  cursor: GuestBookCursor | null;
  /** Regulars whose last visit is before this night are lapsed. */
  lapsedBefore: IsoDate;
  limit: number;
}

export interface GuestBookRecord {
  userId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  figures: GuestFigures;
  sortValue: string;
}

interface Row {
  user_id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  visits: number;
  arrived_people: number;
  parties: number;
  ladies: number;
  men: number;
  guestlist_no_shows: number;
  table_no_shows: number;
  cancellations: number;
  tables: number;
  spend_cents: string;
  deposits_kept_cents: string;
  cashback_cents: string;
  first_visit: string | null;
  last_visit: string | null;
  last_seen: string;
  sort_value: string;
}

/** Dates as text: the drivers would make them midnight instants. */
const COLUMNS = sql.raw(`g.user_id, g.visits, g.arrived_people, g.parties, g.ladies, g.men,
  g.guestlist_no_shows, g.table_no_shows, g.cancellations, g.tables, g.spend_cents::text,
  g.deposits_kept_cents::text, g.cashback_cents::text, g.first_visit::text, g.last_visit::text,
  g.last_seen::text, u.first_name, u.last_name, u.phone_number`);

const table = (scope: GuestBookScope): SQL =>
  sql.raw(scope.kind === 'club' ? 'guest_club_figures' : 'guest_venue_figures');
const scopeColumn = (scope: GuestBookScope): SQL => sql.raw(scope.kind === 'club' ? 'club_id' : 'venue_id');

/** Each sort: its column (descending but for the name) and how a cursor's text reads back. */
const SORTS: Record<GuestBookSort, { column: string; descending: boolean; cast: string }> = {
  recent: { column: 'last_seen', descending: true, cast: 'date' },
  name: { column: 'sort_name', descending: false, cast: 'text' },
  spend: { column: 'spend_cents', descending: true, cast: 'bigint' },
  visits: { column: 'visits', descending: true, cast: 'int' },
};

const NO_SHOW_PRONE = sql`g.guestlist_no_shows + g.table_no_shows >= 2
  and (g.guestlist_no_shows + g.table_no_shows) * 3 >= g.visits + g.guestlist_no_shows + g.table_no_shows`;

function filterSql(filter: GuestBookFilter | undefined, lapsedBefore: IsoDate): SQL {
  switch (filter) {
    case 'regulars':
      return sql`g.visits >= ${REGULAR_VISITS} and g.last_visit >= ${lapsedBefore}::date`;
    case 'lapsed':
      return sql`g.visits >= ${REGULAR_VISITS} and g.last_visit < ${lapsedBefore}::date`;
    case 'top_spenders':
      return sql`g.spend_cents > 0`;
    case 'no_show_prone':
      return NO_SHOW_PRONE;
    case undefined:
      return sql`true`;
  }
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Digits (3 or more, spaces and punctuation ignored) search the phone; anything else the names. */
function searchSql(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const digits = q.replace(/[\s()+\-.]/g, '');
  if (/^\d{3,}$/.test(digits))
    return sql`(g.phone_digits like ${`${digits}%`} or g.phone_digits like ${`1${digits}%`})`;
  const name = `${escapeLike(q.toLowerCase().replace(/\s+/g, ' '))}%`;
  return sql`(g.sort_name like ${name} or g.alt_name like ${name})`;
}

function afterSql(sort: GuestBookSort, cursor: GuestBookCursor | null): SQL {
  if (!cursor) return sql`true`;
  const { column, descending, cast } = SORTS[sort];
  const col = sql.raw(`g.${column}`);
  const value = sql`${cursor.value}::${sql.raw(cast)}`;
  return sql`(${col} ${sql.raw(descending ? '<' : '>')} ${value}
    or (${col} = ${value} and g.user_id > ${cursor.userId}::uuid))`;
}

/** A page of the guest book, `limit` rows; ask for one more to learn whether another page follows. */
export async function findGuestBookPage(
  db: ReadDatabase,
  scope: GuestBookScope,
  query: GuestBookListQuery,
): Promise<GuestBookRecord[]> {
  const { column, descending } = SORTS[query.sort];
  const order = sql.raw(`g.${column} ${descending ? 'desc nulls last' : 'asc'}, g.user_id`);
  // The page first, through the scope's index in sort order, then its 50 users by primary key: a
  // join before the limit would let the planner hash every user.
  const result = await db.execute(sql`
    select ${COLUMNS}, g.${sql.raw(column)}::text as sort_value
    from (
      select * from ${table(scope)} g
      where g.${scopeColumn(scope)} = ${scope.id}::uuid
        and ${filterSql(query.filter, query.lapsedBefore)} and ${searchSql(query.q)}
        and ${afterSql(query.sort, query.cursor)}
      order by ${order}
      limit ${query.limit}
    ) g join users u on u.id = g.user_id
    order by ${order}`);
  return rowsOf<Row>(result).map(toRecord);
}

/** One guest's row in the scope, or null when they have none there. */
export async function findGuestRecord(
  db: Database,
  scope: GuestBookScope,
  userId: string,
): Promise<GuestBookRecord | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select ${COLUMNS}, '' as sort_value
      from ${table(scope)} g join users u on u.id = g.user_id
      where g.${scopeColumn(scope)} = ${scope.id}::uuid and g.user_id = ${userId}::uuid`),
  );
  return row ? toRecord(row) : null;
}

function toRecord(row: Row): GuestBookRecord {
  const people = row.ladies + row.men;
  return {
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    sortValue: row.sort_value,
    figures: {
      visits: row.visits,
      arrivedPeople: row.arrived_people,
      guestlistNoShows: row.guestlist_no_shows,
      tableNoShows: row.table_no_shows,
      cancellations: row.cancellations,
      tables: row.tables,
      spendCents: Number(row.spend_cents),
      depositsKeptCents: Number(row.deposits_kept_cents),
      cashbackCents: Number(row.cashback_cents),
      firstVisit: row.first_visit,
      lastVisit: row.last_visit,
      lastSeen: row.last_seen,
      typicalPartySize: row.parties > 0 ? Math.round((people / row.parties) * 10) / 10 : null,
      ladiesShare: people > 0 ? Math.round((row.ladies / people) * 100) / 100 : null,
    },
  };
}
