import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, openPglite } from '../src/server/db/client.ts';
import { clubs, guestlistDates, guestlistEntries } from '../src/server/db/schema.ts';
import { createMembers, type Member } from '../src/server/testing/members.ts';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { webDistDir } from './paths.ts';

const SECTION = 'Joins';
export const JOINS = 500;
export const SPOTS = 100;
/** Parties already on the big night: a hot club's Saturday in a city. */
export const BIG_NIGHT = 100_000;
const ROUNDS = 3;
/** Joins into the big night must run at least this fraction of the rate into an empty one (issue 16). */
const GROWTH_TARGET = 0.8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

interface Rush {
  perSecond: number;
  p95: number;
  confirmed: number;
}

/** JOINS members press JOIN at the same instant for SPOTS places; checks none was oversold. */
async function rush(
  base: string,
  db: Database,
  clubId: string,
  date: string,
  members: Member[],
): Promise<Rush> {
  const body = JSON.stringify({ clubId, date, ladies: 1, men: 0 });
  const started = performance.now();
  const results = await Promise.all(
    members.map(async (member) => {
      const sent = performance.now();
      const response = await fetch(`${base}/api/guestlist-entries`, {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json', origin: base },
        body,
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const failed = results.filter((r) => r.status !== 201).length;
  if (failed > 0) throw new Error(`${failed} joins did not answer 201`);
  const rows = await db
    .select({ status: guestlistEntries.status })
    .from(guestlistEntries)
    .where(
      and(
        eq(guestlistEntries.clubId, clubId),
        eq(guestlistEntries.date, date),
        inArray(
          guestlistEntries.userId,
          members.map((m) => m.id),
        ),
      ),
    );
  const confirmed = rows.filter((r) => r.status === 'confirmed').length;
  if (confirmed !== SPOTS) throw new Error(`${confirmed} of the rush confirmed for ${SPOTS} spots`);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return { perSecond: JOINS / elapsed, p95: percentile(latencies, 95), confirmed };
}

/** BIG_NIGHT parties on `date`, a fifth confirmed and the rest waiting, written in SQL. */
async function fillNight(db: Database, clubId: string, date: string): Promise<number> {
  const confirmed = BIG_NIGHT / 5;
  await db.execute(sql`
    insert into users (phone_number, first_name, last_name, email)
    select '+1999' || lpad(i::text, 7, '0'), 'Crowd', 'Member ' || i, 'crowd' || i || '@example.com'
    from generate_series(1, ${BIG_NIGHT}) i`);
  await db.execute(sql`
    insert into guestlist_entries (user_id, club_id, date, ladies, men, status, waitlisted_at)
    select u.id, ${clubId}, ${date}, 1, 0,
      case when n <= ${confirmed} then 'confirmed' else 'waitlisted' end,
      case when n <= ${confirmed} then null else now() - interval '1 day' + n * interval '1 millisecond' end
    from (select id, row_number() over (order by phone_number) as n from users where phone_number like '+1999%') u`);
  return confirmed;
}

/**
 * The rush, 500 members joining one list with 100 spots at the same instant over HTTP on an
 * in-memory PGlite, into an empty night and into a night of 100,000 parties, interleaved (empty,
 * big, empty, big, ...) so both meet the same machine. The ratio big/empty says whether a join's cost
 * grows with the night.
 */
export async function benchJoins(): Promise<Figure[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
    SMS_PROVIDER: 'console',
    ALLOW_CONSOLE_SMS: 'on',
    EMAIL_PROVIDER: 'console',
    ALLOW_CONSOLE_EMAIL: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/unused',
    WEB_DIST_DIR: webDistDir,
  });
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    const db = database.db;
    const today = todayIn(new Date(), config.DEFAULT_TIME_ZONE);
    const [club] = await db
      .insert(clubs)
      .values({
        name: 'Bench Club',
        timeZone: config.DEFAULT_TIME_ZONE,
        guestlistOptions: {
          female: { enabled: true, details: '', closesAt: '23:00' },
          male: { enabled: true, details: '', closesAt: '23:00' },
        },
      })
      .returning();
    const clubId = club!.id;
    const bigDate = addDays(today, 7);
    await db.insert(guestlistDates).values({ clubId, date: bigDate, capacityFemale: 0 });
    console.log(`  filling a night with ${fmtInt(BIG_NIGHT)} parties…`);
    let bigCapacity = await fillNight(db, clubId, bigDate);
    const members: Member[] = [];
    for (let i = 0; i < ROUNDS * 2; i++) members.push(...(await createMembers(db, JOINS)));

    const app = await buildApp({
      config,
      database,
      logger: pino({ level: 'silent' }),
      rateLimitPerMinute: 1e9,
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const empty: Rush[] = [];
      const big: Rush[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const crowd = (k: number) => members.slice((round * 2 + k) * JOINS, (round * 2 + k + 1) * JOINS);
        const emptyDate = addDays(today, 8 + round);
        await db.insert(guestlistDates).values({ clubId, date: emptyDate, capacityFemale: SPOTS });
        console.log(
          `  round ${round + 1}: ${JOINS} joins at once for ${SPOTS} spots, empty night, then big night…`,
        );
        empty.push(await rush(base, db, clubId, emptyDate, crowd(0)));
        // Room for exactly SPOTS more on the big night, whatever earlier rounds took.
        bigCapacity += SPOTS;
        await db
          .update(guestlistDates)
          .set({ capacityFemale: bigCapacity })
          .where(and(eq(guestlistDates.clubId, clubId), eq(guestlistDates.date, bigDate)));
        big.push(await rush(base, db, clubId, bigDate, crowd(1)));
      }
      const row = (label: string, runs: Rush[]) => [
        label,
        runs.map((r) => fmtInt(r.perSecond)).join(' / '),
        fmtInt(median(runs.map((r) => r.perSecond))),
        fmtInt(Math.min(...runs.map((r) => r.perSecond))),
        fmtMs(median(runs.map((r) => r.p95))),
      ];
      printTable(
        `Guestlist joins (${JOINS} concurrent, ${SPOTS} spots, PGlite in memory, ${ROUNDS} interleaved rounds)`,
        ['Night', 'Joins/s per round', 'median', 'min', 'p95 (median)'],
        [row('empty', empty), row(`${fmtInt(BIG_NIGHT)} parties`, big)],
        [2, 3, 4],
      );
      const emptyRate = median(empty.map((r) => r.perSecond));
      const ratio = median(big.map((r) => r.perSecond)) / emptyRate;
      return [
        { section: SECTION, name: 'joins/s (empty night)', value: fmtInt(emptyRate) },
        {
          section: SECTION,
          name: 'join p95 latency (empty night)',
          value: fmtMs(median(empty.map((r) => r.p95))),
        },
        {
          section: SECTION,
          name: `joins/s (${fmtInt(BIG_NIGHT)}-party night)`,
          value: fmtInt(median(big.map((r) => r.perSecond))),
        },
        {
          section: SECTION,
          name: 'ratio big night/empty night',
          value: fmtFixed(ratio, 2),
          target: `≥ ${GROWTH_TARGET}`,
          pass: ratio >= GROWTH_TARGET,
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
