import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/raw-rows.ts';
import { createAdmin, type Member } from '../src/server/testing/members.ts';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { childMain } from './child.ts';
import { TIME_ZONE } from './seed.ts';

export interface GuestBookSeedInput {
  dataDir?: string;
  databaseUrl?: string;
  /** Guest profiles in the venue's book. */
  guests: number;
  /** Parties on last night, not folded yet: the first read folds them. */
  lastNight: number;
}

export interface GuestBookFixture {
  venueId: string;
  clubId: string;
  admin: Member;
  lastNight: string;
}

const FIRST = ['ada', 'bea', 'cal', 'dora', 'eli', 'finn', 'gina', 'hugo', 'ines', 'jon', 'kim', 'leo'];
const LAST = [
  'smith',
  'jones',
  'garcia',
  'kowalski',
  'nguyen',
  'okafor',
  'rossi',
  'silva',
  'tanaka',
  'weber',
];

/**
 * One venue with one club and `guests` guest profiles written straight into the guest book's
 * tables (users, the venue's and the club's rows, every index in place), folded through the night
 * before last; last night holds `lastNight` parties (half arrived) that the first read folds in.
 * Names: 12 first names × 10 surnames × a number, so a surname matches a tenth of the book.
 */
childMain<GuestBookSeedInput, GuestBookFixture>(async ({ dataDir, databaseUrl, guests, lastNight }) => {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const handle = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir!, 'pgdata'));
  try {
    await handle.migrate();
    const db = handle.db;
    const today = todayIn(new Date(), TIME_ZONE);
    const night = addDays(today, -2);
    const [venue] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into venues (name) values ('Guest Book Bench') returning id`),
    );
    const [club] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into clubs (name, time_zone, guestlist_options, venue_id)
        values ('Guest Book Club', ${TIME_ZONE}, '{"female":{"enabled":true,"details":"","closesAt":"23:00"},"male":{"enabled":true,"details":"","closesAt":"23:00"}}'::jsonb, ${venue!.id})
        returning id`),
    );
    const venueId = venue!.id;
    const clubId = club!.id;
    for (let from = 1; from <= guests; from += 100_000) {
      const to = Math.min(guests, from + 99_999);
      await db.execute(sql`
        insert into users (phone_number, first_name, last_name)
        select '+1' || (3000000000 + g)::text,
          initcap((${sql.param(FIRST)}::text[])[1 + g % 12]),
          initcap((${sql.param(LAST)}::text[])[1 + (g / 12) % 10]) || ' ' || (g % 997)::text
        from generate_series(${from}::int, ${to}::int) g`);
    }
    // Bulk-loaded without their secondary indexes, which are built once afterwards (as a restore does).
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await db.execute(sql`select indexname, indexdef from pg_indexes
        where tablename in ('guest_venue_figures', 'guest_club_figures') and indexname not like '%_pk'
          and indexname not like '%pkey'`),
    );
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
    for (const [table, scope, id] of [
      ['guest_venue_figures', 'venue_id', venueId],
      ['guest_club_figures', 'club_id', clubId],
    ] as const)
      await db.execute(sql`
        insert into ${sql.raw(table)} (${sql.raw(scope)}, user_id, sort_name, alt_name, phone_digits,
          visits, arrived_people, parties, ladies, men, guestlist_no_shows, table_no_shows, cancellations,
          tables, spend_cents, first_visit, last_visit, last_seen)
        select ${id}::uuid, u.id, lower(u.first_name || ' ' || u.last_name),
          lower(u.last_name || ' ' || u.first_name), substr(u.phone_number, 2),
          n % 7, (n % 7) * 2, n % 7 + n % 3, n % 7, n % 7 + n % 3, n % 3, 0, n % 2,
          case when n % 10 = 0 then 1 else 0 end, case when n % 10 = 0 then (n % 1000) * 1000 else 0 end,
          ${night}::date - 700 + n % 300, ${night}::date - 1 - n % 400, ${night}::date - 1 - n % 400
        from (select id, first_name, last_name, phone_number,
          ((substr(phone_number, 3))::bigint - 3000000000)::int as n from users
          where phone_number like '+13%') u`);
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
    await db.execute(sql`insert into guest_book_folds (club_id, folded_through)
      values (${clubId}, ${addDays(night, -1)}::date)`);
    await db.execute(sql`
      insert into guestlist_entries (user_id, club_id, date, ladies, men, guest_names, status)
      select id, ${clubId}::uuid, ${night}::date, 1, n % 2, '{}', 'confirmed'
      from (select id, ((substr(phone_number, 3))::bigint - 3000000000)::int as n from users
        where phone_number like '+13%' order by phone_number limit ${lastNight}) u`);
    await db.execute(sql`
      insert into check_ins (pass_kind, entry_id, club_id, date, people, checked_in_at)
      select 'guestlist', e.id, e.club_id, e.date, 1, now()
      from guestlist_entries e where e.club_id = ${clubId} and e.date = ${night}::date
        and e.men = 0`);
    const admin = await createAdmin(db);
    await db.execute(sql`analyze`);
    return { venueId, clubId, admin, lastNight: night };
  } finally {
    await handle.close();
  }
});
