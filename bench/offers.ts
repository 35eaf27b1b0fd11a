import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runChild, startWorker, type Worker } from './child.ts';
import { type Engine, tempDir } from './engine.ts';
import { type Figure, fmtFixed, fmtInt, fmtMs, printTable } from './format.ts';
import { getJson } from './http.ts';
import type { OffersFixture, OffersSeedInput } from './offers-seed-child.ts';
import { benchServerEnv, type RunningServer, startServer } from './server-process.ts';
import { median, min, percentile } from './stats.ts';

const SECTION = 'Spots offered';
/** Members waiting on each drop night, every one with push on. */
export const WAITING = 5_000;
/** Places the manager opens at once: one offer each (parties of one). */
const SPOTS = 100;
/** Joins into another night of the same club while each drop runs. */
const JOINERS = 300;
/** The last offer handed to the push service within this many seconds of the drop. */
const LAST_PUSH_TARGET_MS = 10_000;
/** The joins beside a drop with push, against the same drop without: p95 no more than this ratio. */
const JOIN_P95_RATIO_TARGET = 1.5;

export interface Subscribed {
  origin: string;
  subscriptions: { endpoint: string; p256dh: string; auth: string }[];
}

export interface DropInput {
  kind: 'drop';
  base: string;
  adminCookie: string;
  clubId: string;
  dropDate: string;
  spots: number;
  joinDate: string;
  joinCookies: string[];
  expectPushes: number;
}

export type OffersChildInput = { kind: 'subscribe'; count: number } | DropInput;

export interface DropOutput {
  offersMs: number;
  lastPushMs: number | null;
  /** Offers the push service received, and to how many devices: each offer once, to its own member. */
  pushes: number;
  devices: number;
  joinLatencies: number[];
}

interface Variant {
  label: string;
  server: RunningServer;
  fixture: OffersFixture;
  drops: (DropOutput & { joinP95: number })[];
}

/** A database of its own for one server: the same seed for each, so the two drops differ in push alone. */
async function seedVariant(engine: Engine, label: string, subscribed: Subscribed, rounds: number) {
  const subscriptionsFile = path.join(await tempDir(engine, `offers-${label}-devices`), 'subscriptions.json');
  await writeFile(subscriptionsFile, JSON.stringify(subscribed.subscriptions));
  const input: OffersSeedInput = {
    subscriptionsFile,
    joiners: JOINERS * rounds,
    nights: rounds,
  };
  if (engine.postgres) input.databaseUrl = await engine.postgres.createDatabase(`bench_offers_${label}`);
  else input.dataDir = await tempDir(engine, `offers-${label}`);
  const started = performance.now();
  const fixture = await runChild<OffersFixture>('offers-seed-child.ts', input);
  console.log(
    `  seeded offers-${label} on ${engine.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const where: Record<string, string> = input.databaseUrl
    ? { DATABASE_URL: input.databaseUrl }
    : { DATA_DIR: input.dataDir! };
  return { fixture, where };
}

/** The night's offers as the venue's night list counts them: every opened place offered, none confirmed. */
async function checkOffers(variant: Variant, date: string): Promise<void> {
  const { fixture, server } = variant;
  const night = await getJson<{ counts: { offered: { men: number }; confirmed: { men: number } } }>(
    `${server.url}/api/admin/nights/${fixture.clubId}/${date}`,
    { cookie: fixture.admin.cookie },
  );
  if (night.counts.offered.men !== SPOTS || night.counts.confirmed.men !== 0)
    throw new Error(
      `${variant.label}: ${date} holds ${night.counts.offered.men} offered and ${night.counts.confirmed.men} confirmed men after opening ${SPOTS} places`,
    );
}

/**
 * A list drop on a full night: the manager opens 100 places for men while 5,000 members wait, each
 * with push on, and 300 other members keep joining another night. Two servers, each in its own
 * process on its own copy of the data: one with push configured (what production runs), one without
 * (the same drop told by SMS, email and in the app alone). The drops alternate between them (A B A B),
 * and the push service and the joiners run in a third process.
 */
export async function benchOffers(engine: Engine, rounds: number): Promise<Figure[]> {
  const load: Worker<OffersChildInput, DropOutput | Subscribed> = await startWorker('offers-child.ts', null);
  const variants: Variant[] = [];
  try {
    const subscribed = (await load.call({ kind: 'subscribe', count: WAITING })) as Subscribed;
    for (const [label, push] of [
      ['push', true],
      ['nopush', false],
    ] as const) {
      const { fixture, where } = await seedVariant(engine, label, subscribed, rounds);
      // With push: a contact address, as production needs; without: none, so push is off.
      const server = await startServer(
        benchServerEnv({ ...where, ...(push ? { PUSH_CONTACT: 'mailto:bench@nightlist.example' } : {}) }),
      );
      variants.push({ label: push ? 'with push' : 'without push', server, fixture, drops: [] });
    }
    for (let round = 0; round < rounds; round++) {
      console.log(
        `  round ${round + 1}/${rounds}: ${SPOTS} places for ${fmtInt(WAITING)} waiting, with and without push…`,
      );
      for (const [index, variant] of variants.entries()) {
        const { fixture } = variant;
        const joiners = fixture.joiners.slice(round * JOINERS, (round + 1) * JOINERS);
        const out = (await load.call({
          kind: 'drop',
          base: variant.server.url,
          adminCookie: fixture.admin.cookie,
          clubId: fixture.clubId,
          dropDate: fixture.dropDates[round]!,
          spots: SPOTS,
          joinDate: fixture.joinDates[round]!,
          joinCookies: joiners.map((member) => member.cookie),
          expectPushes: index === 0 ? SPOTS : 0,
        })) as DropOutput;
        const expected = index === 0 ? SPOTS : 0;
        if (out.pushes !== expected || out.devices !== expected)
          throw new Error(
            `${variant.label}: ${out.pushes} offers pushed to ${out.devices} devices, not ${expected} to ${expected}`,
          );
        await checkOffers(variant, fixture.dropDates[round]!);
        variant.drops.push({ ...out, joinP95: percentile(out.joinLatencies, 95) });
      }
    }
  } finally {
    await Promise.all(variants.map((variant) => variant.server.stop()));
    await load.stop();
  }

  const [withPush, withoutPush] = variants as [Variant, Variant];
  const row = (variant: Variant) => [
    variant.label,
    variant.drops.map((d) => fmtMs(d.offersMs)).join(' / '),
    variant.drops.map((d) => (d.lastPushMs === null ? '-' : fmtMs(d.lastPushMs))).join(' / '),
    variant.drops.map((d) => fmtMs(d.joinP95)).join(' / '),
  ];
  printTable(
    `A list drop on ${engine.name}: ${SPOTS} places opened for ${fmtInt(WAITING)} waiting, ${JOINERS} joins beside it (${rounds} interleaved rounds)`,
    ['Server', 'Offers written (per round)', 'Last offer pushed', 'Join p95 beside it'],
    [row(withPush), row(withoutPush)],
    [1, 2, 3],
  );
  const lastPush = withPush.drops.map((d) => d.lastPushMs!);
  const p95Ratios = withPush.drops.map((d, i) => d.joinP95 / withoutPush.drops[i]!.joinP95);
  const offersRatios = withPush.drops.map((d, i) => d.offersMs / withoutPush.drops[i]!.offersMs);
  const base = { section: SECTION, engine: engine.name };
  return [
    {
      ...base,
      name: `${SPOTS} places for ${fmtInt(WAITING)} waiting: ${SPOTS} offers, each pushed once`,
      value: `${rounds * 2} drops`,
      target: 'correct',
      pass: true,
    },
    {
      ...base,
      name: 'offers written (the drop’s answer), with push',
      value: fmtMs(median(withPush.drops.map((d) => d.offersMs))),
      baseline: `${fmtMs(median(withoutPush.drops.map((d) => d.offersMs)))} without`,
      ratio: `${fmtFixed(median(offersRatios), 2)} (min ${fmtFixed(min(offersRatios), 2)})`,
    },
    {
      ...base,
      name: 'last offer handed to the push service',
      value: `${fmtMs(median(lastPush))} (min ${fmtMs(min(lastPush))})`,
      target: `≤ ${fmtInt(LAST_PUSH_TARGET_MS)} ms`,
      pass: median(lastPush) <= LAST_PUSH_TARGET_MS,
    },
    {
      ...base,
      name: 'join p95 beside the drop, with push',
      value: fmtMs(median(withPush.drops.map((d) => d.joinP95))),
      baseline: `${fmtMs(median(withoutPush.drops.map((d) => d.joinP95)))} without`,
      ratio: `${fmtFixed(median(p95Ratios), 2)} (min ${fmtFixed(min(p95Ratios), 2)})`,
      target: `≤ ${JOIN_P95_RATIO_TARGET}`,
      pass: median(p95Ratios) <= JOIN_P95_RATIO_TARGET,
    },
  ];
}
