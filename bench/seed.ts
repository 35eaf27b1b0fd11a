import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { clubs, guestlistDates } from '../src/server/db/schema.ts';
import { createAdmin, createMembers, type Member } from '../src/server/testing/members.ts';
import { addDays, defaultEventDate, todayIn } from '../src/shared/dates.ts';

export const TIME_ZONE = 'America/New_York';
/** The places each rush competes for; the rush is men, the crowd already on a big night is ladies. */
export const SPOTS = 100;
const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** What one benchmark database holds. */
export interface SeedSpec {
  /** Listed clubs, each open on `listDate`; the first one is the bench club. */
  clubs: number;
  /** Parties on the bench club's big night (ladies only: a fifth confirmed, capped, the rest waiting). */
  bigNight: number;
  /** Empty nights of the bench club with SPOTS places for men: one per HTTP rush. */
  emptyNights: number;
  /** Empty nights for the bare-SQL join baseline, SPOTS places each. */
  sqlNights: number;
  /** Signed-in members (sessions written directly), for rushes and the session route. */
  members: number;
  /** Members without sessions for the bare-SQL baseline (it writes rows, it does not sign in). */
  sqlUsers: number;
}

export interface Fixture {
  clubId: string;
  /** The date the home page asks for; every club is open on it. */
  listDate: string;
  bigDate: string;
  bigConfirmed: number;
  emptyDates: string[];
  sqlDates: string[];
  members: Member[];
  sqlUserIds: string[];
  admin: Member;
}

const confirmedOf = (parties: number) => Math.min(Math.floor(parties / 5), 50_000);

/**
 * Writes a benchmark database with set-based SQL (`generate_series`): a million parties take the
 * database seconds, where a row per statement would take the benchmark minutes.
 */
export async function seed(db: Database, spec: SeedSpec): Promise<Fixture> {
  const today = todayIn(new Date(), TIME_ZONE);
  const listDate = defaultEventDate(today);
  const options = {
    female: { enabled: true, details: '', closesAt: '23:00' },
    male: { enabled: true, details: '', closesAt: '23:00' },
  };
  // The clubs a city lists: all visible, active every day, open on the home page's date.
  await db.execute(sql`
    insert into clubs (name, active_days, time_zone, guestlist_options, sort_order, address)
    select 'Bench Club ' || lpad(g::text, 4, '0'), ${sql.param(ALL_DAYS)}::text[], ${TIME_ZONE},
      ${JSON.stringify(options)}::jsonb, g, g || ' Bench Street'
    from generate_series(1, ${spec.clubs}::int) g`);
  await db.execute(sql`insert into guestlist_dates (club_id, date) select id, ${listDate}::date from clubs`);
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(sql`${clubs.sortOrder} = 1`);
  const clubId = club!.id;

  // Far enough ahead that no list closes during the run, and apart from the listed date.
  const bigDate = addDays(today, 30);
  const emptyDates = Array.from({ length: spec.emptyNights }, (_, i) => addDays(today, 31 + i));
  const sqlDates = Array.from({ length: spec.sqlNights }, (_, i) =>
    addDays(today, 31 + spec.emptyNights + i),
  );
  const bigConfirmed = confirmedOf(spec.bigNight);
  await db.insert(guestlistDates).values([
    { clubId, date: bigDate, capacityFemale: bigConfirmed, capacityMale: 0 },
    ...[...emptyDates, ...sqlDates].map((date) => ({
      clubId,
      date,
      capacityFemale: 0,
      capacityMale: SPOTS,
    })),
  ]);
  if (spec.bigNight > 0) await fillNight(db, clubId, bigDate, spec.bigNight, bigConfirmed);

  const members: Member[] = [];
  for (let left = spec.members; left > 0; left -= 500)
    members.push(...(await createMembers(db, Math.min(500, left))));
  const sqlUsers: Member[] = [];
  for (let left = spec.sqlUsers; left > 0; left -= 500)
    sqlUsers.push(...(await createMembers(db, Math.min(500, left))));
  const admin = await createAdmin(db);
  // Fresh statistics, as a database that has lived with its data would have.
  await db.execute(sql`analyze`);
  return {
    clubId,
    listDate,
    bigDate,
    bigConfirmed,
    emptyDates,
    sqlDates,
    members,
    sqlUserIds: sqlUsers.map((member) => member.id),
    admin,
  };
}

/** `parties` members with one party of one lady each: the first `confirmed` on the list, the rest queued. */
async function fillNight(db: Database, clubId: string, date: string, parties: number, confirmed: number) {
  // Ids made from the row number, so the entries need no join back to the users they belong to.
  const userId = sql`('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid`;
  await db.execute(sql`
    insert into users (id, phone_number, first_name, last_name, email, terms_accepted)
    select ${userId}, '+1' || (5000000000 + g)::text, 'Crowd', 'Member ' || lpad(g::text, 7, '0'),
      'crowd' || g || '@example.com', true
    from generate_series(1, ${parties}::int) g`);
  // Nobody listens while the database is seeded: a live notification per row would cost more than the row.
  await db.execute(sql`alter table guestlist_entries disable trigger guestlist_entries_notify_live`);
  await db.execute(sql`alter table guestlist_entries disable trigger guestlist_entries_notify_night`);
  await db.execute(sql`
    insert into guestlist_entries (user_id, club_id, date, ladies, men, guest_names, status, waitlisted_at)
    select ${userId}, ${clubId}::uuid, ${date}::date, 1, 0, array['Friend of ' || g],
      case when g <= ${confirmed}::int then 'confirmed' else 'waitlisted' end,
      case when g <= ${confirmed}::int then null
        else now() - interval '10 days' + g * interval '1 millisecond' end
    from generate_series(1, ${parties}::int) g`);
  await db.execute(sql`alter table guestlist_entries enable trigger guestlist_entries_notify_live`);
  await db.execute(sql`alter table guestlist_entries enable trigger guestlist_entries_notify_night`);
}
