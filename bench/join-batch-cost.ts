import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { guestlistDates } from '../src/server/db/schema.ts';
import { joinNight } from '../src/server/guestlist/join-night.ts';
import { joinNightBatch } from '../src/server/guestlist/join-night-batch.ts';
import { insertClub } from '../src/server/testing/fixtures.ts';
import { createMembers } from '../src/server/testing/members.ts';
import { median } from './stats.ts';

/**
 * What deciding a night's joins costs the database and the driver alone, without HTTP (decision
 * 045): 500 joins for 100 places written three ways, interleaved round by round on fresh nights:
 * one transaction each (the single path), batches of 100 with one statement per member, and
 * batches of 100 with one statement per batch (what the app runs). One writer, one after the other,
 * as the night's lock makes them. `node bench/join-batch-cost.ts [--rounds 5]` on an in-memory
 * PGlite; with DATABASE_URL (e.g. `scripts/with-postgres.sh node bench/join-batch-cost.ts`) on
 * that PostgreSQL database (it writes clubs, members and entries into it).
 */
const JOINS = 500;
const SPOTS = 100;
const BATCH = 100;
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);

const url = process.env.DATABASE_URL;
const handle = url ? openPostgres(url) : await openPglite(undefined);
await handle.migrate();
const { db } = handle;
const club = await insertClub(db, { name: 'Batch Cost Club' });

type Way = 'one transaction each' | 'batch, statement per member' | 'batch, one statement';
const ways: Way[] = ['one transaction each', 'batch, statement per member', 'batch, one statement'];
const times = new Map<Way, number[]>(ways.map((w) => [w, []]));
let night = 0;

async function run(way: Way): Promise<number> {
  night++;
  const date = new Date(Date.UTC(2027, 0, 1 + night)).toISOString().slice(0, 10);
  await db.insert(guestlistDates).values({ clubId: club.id, date, capacityMale: SPOTS });
  const members = await createMembers(db, JOINS);
  const now = new Date();
  const joins = members.map((m) => ({
    userId: m.id,
    club,
    date,
    ladies: 0,
    men: 1,
    guestNames: [],
    promoter: null,
    ban: null,
    now,
  }));
  const started = performance.now();
  let confirmed = 0;
  for (let i = 0; i < JOINS; i += BATCH) {
    const batch = joins.slice(i, i + BATCH);
    const outcomes =
      way === 'one transaction each'
        ? await (async () => {
            const out = [];
            for (const join of batch) out.push(await joinNight(db, join));
            return out;
          })()
        : await db.transaction(async (tx) => {
            if (way === 'batch, one statement') return joinNightBatch(tx, batch);
            const out = [];
            for (const join of batch) out.push(await joinNight(tx, join));
            return out;
          });
    confirmed += outcomes.filter((o) => o.kind === 'written' && o.entry.status === 'confirmed').length;
  }
  const ms = performance.now() - started;
  if (confirmed !== SPOTS) throw new Error(`${way}: ${confirmed} confirmed, not ${SPOTS}`);
  return ms;
}

for (let round = 0; round < rounds; round++)
  for (const way of round % 2 ? [...ways].reverse() : ways) times.get(way)!.push(await run(way));
await handle.close();

const single = median(times.get('one transaction each')!);
console.log(
  `${url ? 'PostgreSQL' : 'PGlite'}: ${JOINS} joins for ${SPOTS} places, ${rounds} interleaved rounds`,
);
for (const way of ways) {
  const runs = times.get(way)!;
  const ms = median(runs);
  console.log(
    `  ${way.padEnd(30)} ${runs
      .map((r) => r.toFixed(0))
      .join(' / ')
      .padEnd(34)} median ${ms.toFixed(0).padStart(5)} ms  ${((JOINS / ms) * 1000)
      .toFixed(0)
      .padStart(6)} joins/s  ${(single / ms).toFixed(2)}× the single path`,
  );
}
