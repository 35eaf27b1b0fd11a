import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database, ReadDatabase } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { turnedAwayReports } from '../db/schema.ts';

export type TurnedAwayRow = typeof turnedAwayReports.$inferSelect;

/** Records the report; the one already made for the party when there is one. */
export async function insertTurnedAway(
  db: Database,
  row: { entryId: string; clubId: string; date: IsoDate; note: string; createdAt: Date },
): Promise<{ report: TurnedAwayRow; created: boolean }> {
  const [inserted] = await db.insert(turnedAwayReports).values(row).onConflictDoNothing().returning();
  if (inserted) return { report: inserted, created: true };
  const [existing] = await db
    .select()
    .from(turnedAwayReports)
    .where(sql`${turnedAwayReports.entryId} = ${row.entryId}`);
  return { report: existing!, created: false };
}

export interface TurnedAwayView {
  id: string;
  clubId: string;
  clubName: string;
  date: IsoDate;
  note: string;
  at: Date;
  guest: { firstName: string; lastName: string; phoneNumber: string };
  ladies: number;
  men: number;
  arrived: number;
  promoter: { firstName: string; lastName: string } | null;
  /** Door staff who admitted anyone at the club that night. */
  doorOnDuty: string[];
}

/**
 * The reports of `clubIds` (null: every club) over a range, newest night first, with what the door
 * recorded for each party and who worked the door that night; `limit` at most.
 */
export async function findTurnedAway(
  db: ReadDatabase,
  where: { clubIds: readonly string[] | null; from: IsoDate; to: IsoDate },
  limit: number,
): Promise<TurnedAwayView[]> {
  const rows = rowsOf<{
    id: string;
    club_id: string;
    club_name: string;
    date: IsoDate;
    note: string;
    created_at: string;
    first_name: string;
    last_name: string;
    phone_number: string;
    ladies: number;
    men: number;
    arrived: number;
    promoter: { firstName: string; lastName: string } | null;
    door_on_duty: string[] | null;
  }>(
    await db.execute(sql`
      select r.id, r.club_id, c.name as club_name, r.date::text as date, r.note, r.created_at,
        u.first_name, u.last_name, u.phone_number, e.ladies, e.men,
        coalesce((select sum(ci.people) from check_ins ci where ci.entry_id = e.id), 0)::int as arrived,
        (select json_build_object('firstName', p.first_name, 'lastName', p.last_name)
          from users p where p.id = e.promoter_user_id) as promoter,
        (select array_agg(distinct coalesce(nullif(trim(s.first_name || ' ' || s.last_name), ''), s.phone_number))
          from check_ins ci join users s on s.id = ci.staff_user_id
          where ci.club_id = r.club_id and ci.date = r.date) as door_on_duty
      from turned_away_reports r
      join guestlist_entries e on e.id = r.entry_id
      join users u on u.id = e.user_id
      join clubs c on c.id = r.club_id
      where r.date between ${where.from}::date and ${where.to}::date
        ${where.clubIds ? sql`and r.club_id = any(${sql.param(where.clubIds)}::uuid[])` : sql``}
      order by r.date desc, r.created_at desc
      limit ${limit}`),
  );
  return rows.map((row) => ({
    id: row.id,
    clubId: row.club_id,
    clubName: row.club_name,
    date: row.date,
    note: row.note,
    at: new Date(row.created_at),
    guest: { firstName: row.first_name, lastName: row.last_name, phoneNumber: row.phone_number },
    ladies: row.ladies,
    men: row.men,
    arrived: row.arrived,
    promoter: row.promoter,
    doorOnDuty: (row.door_on_duty ?? []).sort(),
  }));
}
