import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { promoterLinks } from '../db/schema.ts';
import { promotes } from '../roles/club-roles-repository.ts';
import { ENTRY_ARRIVALS } from './paid-arrivals.ts';

export type PromoterLinkRow = typeof promoterLinks.$inferSelect;

/** The promoter's link for a club (and night, or none), if made. */
export async function findLink(db: Database, promoterUserId: string, clubId: string, date: IsoDate | null) {
  const [row] = await db
    .select()
    .from(promoterLinks)
    .where(
      and(
        eq(promoterLinks.promoterUserId, promoterUserId),
        eq(promoterLinks.clubId, clubId),
        date === null ? isNull(promoterLinks.date) : eq(promoterLinks.date, date),
      ),
    );
  return row;
}

/** Inserts a link; undefined when the promoter already has one there (a race: read it again). */
export async function insertLink(
  db: Database,
  row: { code: string; promoterUserId: string; clubId: string; date: IsoDate | null; createdAt: Date },
): Promise<PromoterLinkRow | undefined> {
  const [inserted] = await db.insert(promoterLinks).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The promoter's links (at most `limit`), club links first, then by night, newest night first. */
export function findLinks(db: Database, promoterUserId: string, limit: number) {
  return db
    .select()
    .from(promoterLinks)
    .where(eq(promoterLinks.promoterUserId, promoterUserId))
    .orderBy(
      asc(sql`${promoterLinks.date} is not null`),
      sql`${promoterLinks.date} desc`,
      asc(promoterLinks.createdAt),
    )
    .limit(limit);
}

/** A link by its code, with whether its promoter still promotes the club (for the landing page). */
export async function findLinkByCode(db: Database, code: string) {
  const [row] = rowsOf<{
    club_id: string;
    date: IsoDate | null;
    live: boolean;
    first_name: string;
    promoter_user_id: string;
  }>(
    await db.execute(sql`
      select l.club_id, l.date::text as date, u.first_name, l.promoter_user_id,
        ${promotes('u', sql`l.club_id`)} as live
      from promoter_links l join users u on u.id = l.promoter_user_id
      join clubs c on c.id = l.club_id and c.visible
      where l.code = ${code}`),
  );
  return row
    ? {
        clubId: row.club_id,
        date: row.date,
        live: row.live,
        firstName: row.first_name,
        promoterUserId: row.promoter_user_id,
      }
    : undefined;
}

export interface PromotedParty {
  entryId: string;
  date: IsoDate;
  clubId: string;
  promoterUserId: string;
  firstName: string;
  lastName: string;
  ladies: number;
  men: number;
  status: string;
  /** People the door let in, whoever checked them in. */
  arrived: number;
  /** Of those, the people the promoter checked in themselves: not paid (paid-arrivals.ts). */
  selfCheckedIn: number;
  joinedAt: Date;
  /** Added by name: whether the guest has opened their pass since (null: they joined themselves). */
  claimed: boolean | null;
}

/**
 * The parties credited to promoters at one club on one night, or to one promoter: with what the
 * door recorded for each. Cancelled parties stay (they were added) but never arrive. Served by the
 * partial indexes on promoted entries; `limit` bounds a page.
 */
export async function findPromotedParties(
  db: Database,
  where: { clubId: string; date: IsoDate; promoterUserId?: string },
  limit: number,
  offset = 0,
): Promise<PromotedParty[]> {
  const rows = rowsOf<{
    id: string;
    date: IsoDate;
    club_id: string;
    promoter_user_id: string;
    first_name: string;
    last_name: string;
    ladies: number;
    men: number;
    status: string;
    arrived: number;
    self_checked_in: number;
    created_at: string;
    claimed: boolean | null;
  }>(
    await db.execute(sql`
      select e.id, e.date::text as date, e.club_id, e.promoter_user_id, u.first_name, u.last_name,
        e.ladies, e.men, e.status, e.created_at, arrivals.arrived, arrivals.self_checked_in,
        case when e.added_by_user_id is null then null else e.pass_opened_at is not null end as claimed
      from guestlist_entries e join users u on u.id = e.user_id
      ${ENTRY_ARRIVALS}
      where e.club_id = ${where.clubId}::uuid and e.date = ${where.date}::date
        and e.promoter_user_id is not null
        ${where.promoterUserId ? sql`and e.promoter_user_id = ${where.promoterUserId}::uuid` : sql``}
      order by e.created_at, e.id
      limit ${limit} offset ${offset}`),
  );
  return rows.map((row) => ({
    entryId: row.id,
    date: row.date,
    clubId: row.club_id,
    promoterUserId: row.promoter_user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    ladies: row.ladies,
    men: row.men,
    status: row.status,
    arrived: row.arrived,
    selfCheckedIn: row.self_checked_in,
    joinedAt: new Date(row.created_at),
    claimed: row.claimed,
  }));
}

/** One promoter's figures for one club night, summed in SQL (no party is loaded). */
export interface PromoterNightFigures {
  promoterUserId: string;
  clubId: string;
  date: IsoDate;
  parties: number;
  /** People on the list (confirmed or waitlisted when the night ended; cancelled parties excluded). */
  people: number;
  ladies: number;
  men: number;
  /**
   * Per party: ladies, men, the people in who count for pay (the earnings' gender split) and those
   * the promoter checked in themselves, who do not (paid-arrivals.ts).
   */
  arrivals: { ladies: number; men: number; paid: number; selfCheckedIn: number }[];
}

/**
 * Every promoter's parties per club night over a range: the venue's ranking and a promoter's own
 * history. Grouped in SQL; each night keeps its parties' (ladies, men, paid, self-checked-in)
 * arrivals, small integers, so earnings can be split by gender without loading entries. Bounded by
 * the range (a year at most) and the clubs asked for.
 */
export async function findPromoterFigures(
  db: Database,
  where: { clubIds: readonly string[] | null; promoterUserId?: string; from: IsoDate; to: IsoDate },
): Promise<PromoterNightFigures[]> {
  const rows = rowsOf<{
    promoter_user_id: string;
    club_id: string;
    date: IsoDate;
    parties: number;
    people: number;
    ladies: number;
    men: number;
    arrivals: [number, number, number, number][];
  }>(
    await db.execute(sql`
      select e.promoter_user_id, e.club_id, e.date::text as date, count(*)::int as parties,
        sum(e.ladies + e.men)::int as people, sum(e.ladies)::int as ladies, sum(e.men)::int as men,
        json_agg(json_build_array(e.ladies, e.men, arrivals.paid, arrivals.self_checked_in)) as arrivals
      from guestlist_entries e
      ${ENTRY_ARRIVALS}
      where e.promoter_user_id is not null and e.status <> 'cancelled'
        and e.date between ${where.from}::date and ${where.to}::date
        ${where.clubIds ? sql`and e.club_id = any(${sql.param(where.clubIds)}::uuid[])` : sql``}
        ${where.promoterUserId ? sql`and e.promoter_user_id = ${where.promoterUserId}::uuid` : sql``}
      group by e.promoter_user_id, e.club_id, e.date
      order by e.date, e.club_id`),
  );
  return rows.map((row) => ({
    promoterUserId: row.promoter_user_id,
    clubId: row.club_id,
    date: row.date,
    parties: row.parties,
    people: row.people,
    ladies: row.ladies,
    men: row.men,
    arrivals: row.arrivals.map(([ladies, men, paid, selfCheckedIn]) => ({
      ladies,
      men,
      paid: Number(paid),
      selfCheckedIn: Number(selfCheckedIn),
    })),
  }));
}

/** The largest guest allowance of the number's promoter roles at each of these clubs (directly or via its venue). */
export async function findGuestAllowances(
  db: Database,
  phoneNumbers: string[],
  clubIds: readonly string[],
): Promise<Map<string, number>> {
  if (clubIds.length === 0) return new Map();
  const rows = rowsOf<{ club_id: string; allowance: number }>(
    await db.execute(sql`
      select c.id as club_id, max(r.guest_allowance)::int as allowance
      from clubs c join club_roles r on r.role = 'promoter'
        and r.phone_number = any(${sql.param(phoneNumbers)}::text[])
        and (r.club_id = c.id or r.venue_id = c.venue_id)
      where c.id = any(${sql.param(clubIds)}::uuid[])
      group by c.id`),
  );
  return new Map(rows.map((row) => [row.club_id, row.allowance]));
}

/** The club's first open night on or after `from` (the guestlist_dates key finds it). */
export async function findNextOpenNight(
  db: Database,
  clubId: string,
  from: IsoDate,
): Promise<IsoDate | null> {
  const [row] = rowsOf<{ date: IsoDate }>(
    await db.execute(sql`
      select date::text as date from guestlist_dates
      where club_id = ${clubId}::uuid and date >= ${from}::date
      order by date limit 1`),
  );
  return row?.date ?? null;
}
