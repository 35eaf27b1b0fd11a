import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { clubs } from '../src/server/db/schema.ts';
import { createAdmin, createMembers, type Member } from '../src/server/testing/members.ts';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { childMain } from './child.ts';
import { TIME_ZONE } from './seed.ts';

export interface OffersSeedInput {
  dataDir?: string;
  databaseUrl?: string;
  /**
   * A JSON file of the waitlisted members' push subscriptions, one device each, in queue order (a
   * file: 5,000 of them do not fit on a command line).
   */
  subscriptionsFile: string;
  /** Members who join another night while the drop runs (no push). */
  joiners: number;
  /** Nights to drop on: one per drop, each with every subscribed member waiting. */
  nights: number;
}

export interface OffersFixture {
  clubId: string;
  admin: Member;
  dropDates: string[];
  joinDates: string[];
  joiners: Member[];
}

const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * A club whose every drop night is full (no places for men) with every subscribed member waiting,
 * a party of one man each in a fixed order, and as many empty nights for the joins that run beside
 * each drop. The club offers freed spots (the default), 15 minutes each.
 */
childMain<OffersSeedInput, OffersFixture>(
  async ({ dataDir, databaseUrl, subscriptionsFile, joiners, nights }) => {
    const subscriptions = JSON.parse(await readFile(subscriptionsFile, 'utf8')) as {
      endpoint: string;
      p256dh: string;
      auth: string;
    }[];
    if (dataDir) await mkdir(dataDir, { recursive: true });
    const handle = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir!, 'pgdata'));
    try {
      await handle.migrate();
      const db = handle.db;
      const today = todayIn(new Date(), TIME_ZONE);
      const options = {
        female: { enabled: true, details: '', closesAt: '23:00' },
        male: { enabled: true, details: '', closesAt: '23:00' },
      };
      const [club] = await db
        .insert(clubs)
        .values({
          name: 'Offer Bench Club',
          activeDays: [...ALL_DAYS],
          timeZone: TIME_ZONE,
          guestlistOptions: options,
          sortOrder: 1,
          address: '1 Bench Street',
        })
        .returning({ id: clubs.id });
      const clubId = club!.id;
      const dropDates = Array.from({ length: nights }, (_, i) => addDays(today, 40 + i));
      const joinDates = Array.from({ length: nights }, (_, i) => addDays(today, 40 + nights + i));
      for (const date of dropDates)
        await db.execute(sql`insert into guestlist_dates (club_id, date, capacity_female, capacity_male)
        values (${clubId}, ${date}, 0, 0)`);
      for (const date of joinDates)
        await db.execute(sql`insert into guestlist_dates (club_id, date) values (${clubId}, ${date})`);

      const waiting: Member[] = [];
      for (let i = 0; i < subscriptions.length; i += 500)
        waiting.push(...(await createMembers(db, Math.min(500, subscriptions.length - i))));
      const joining: Member[] = [];
      for (let i = 0; i < joiners; i += 500)
        joining.push(...(await createMembers(db, Math.min(500, joiners - i))));
      const admin = await createAdmin(db);

      const ids = waiting.map((member) => member.id);
      await db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth, theme, device_label)
      select u.id, s.endpoint, s.p256dh, s.auth, 'male', 'Chrome on Android'
      from jsonb_to_recordset(${JSON.stringify(
        subscriptions.map((s, i) => ({ ...s, user_id: ids[i] })),
      )}::jsonb) as s(user_id uuid, endpoint text, p256dh text, auth text)
      join users u on u.id = s.user_id`);
      for (const date of dropDates)
        await db.execute(sql`
        insert into guestlist_entries (user_id, club_id, date, ladies, men, guest_names, status, waitlisted_at)
        select w.id, ${clubId}::uuid, ${date}::date, 0, 1, '{}', 'waitlisted',
          now() - interval '10 days' + w.n * interval '1 millisecond'
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as w(id, n)`);
      await db.execute(sql`analyze`);
      return { clubId, admin, dropDates, joinDates, joiners: joining };
    } finally {
      await handle.close();
    }
  },
);
