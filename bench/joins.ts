import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/client.ts';
import { clubs, guestlistDates, guestlistEntries } from '../src/server/db/schema.ts';
import { createMembers } from '../src/server/testing/members.ts';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { type Figure, fmtInt, fmtMs, printTable } from './format.ts';
import { webDistDir } from './paths.ts';

const SECTION = 'Joins';
export const JOINS = 500;
export const SPOTS = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The rush: 500 members join one list with 100 spots at the same instant, over HTTP, on
 * an in-memory PGlite. Every join takes the night's lock, so this measures the serialised path.
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
    const date = addDays(todayIn(new Date(), config.DEFAULT_TIME_ZONE), 7);
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
    await db.insert(guestlistDates).values({ clubId: club!.id, date, capacityFemale: SPOTS });
    const members = await createMembers(db, JOINS);

    const app = await buildApp({
      config,
      database,
      logger: pino({ level: 'silent' }),
      rateLimitPerMinute: 1e9,
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const body = JSON.stringify({ clubId: club!.id, date, ladies: 1, men: 0 });
      console.log(`  ${JOINS} joins at once for ${SPOTS} spots…`);
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
      const rows = await db.select().from(guestlistEntries).where(eq(guestlistEntries.clubId, club!.id));
      const confirmed = rows.filter((r) => r.status === 'confirmed').length;
      if (confirmed !== SPOTS) throw new Error(`${confirmed} confirmed parties for ${SPOTS} spots`);

      const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
      const perSecond = JOINS / elapsed;
      const p50 = percentile(latencies, 50);
      const p95 = percentile(latencies, 95);
      printTable(
        `Guestlist joins (${JOINS} concurrent, ${SPOTS} spots, PGlite in memory)`,
        ['Joins/s', 'p50', 'p95', 'max', 'Confirmed', 'Waitlisted'],
        [
          [
            fmtInt(perSecond),
            fmtMs(p50),
            fmtMs(p95),
            fmtMs(latencies.at(-1)!),
            fmtInt(confirmed),
            fmtInt(rows.length - confirmed),
          ],
        ],
        [0, 1, 2, 3, 4, 5],
      );
      return [
        { section: SECTION, name: 'joins/s', value: fmtInt(perSecond) },
        { section: SECTION, name: 'join p95 latency', value: fmtMs(p95) },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
