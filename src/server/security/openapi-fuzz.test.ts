import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../auth/session-service.ts';
import { doorStaffPhoneNumbers, sessions, users } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import {
  type FuzzRequest,
  type Hints,
  type Operation,
  png,
  requestArbitrary,
} from '../testing/openapi-arbitraries.ts';
import { answerOf, openApiResponseChecker } from '../testing/openapi-contract-check.ts';
import { BOOTH, VIP_TABLE } from '../testing/reservations.ts';
import { createTestApp } from '../testing/test-app.ts';
import { insertVenue } from '../testing/venues.ts';

// Every operation of the app's own OpenAPI document, sent schema-shaped and hostile values as a
// member, as an admin and signed out: no answer may be a 5xx, nothing may be logged at error level or
// above, and every answer must be what the document declares (status, Content-Type and body, checked
// by an independent validator: the document is the contract other software relies on).
// FUZZ_SEED replays a run (the seed is in every failure); FUZZ_RUNS sets the runs per operation and
// identity; FUZZ_REPORT=1 prints, per operation, how many requests got past validation. In the test
// suite each operation gets 20 runs per identity (seeded, so every run sends the same requests), and
// each engine its own seed: CI's two passes of npm test send 40 different requests per operation and
// identity between them, where they used to send the same 40 twice (the fuzz was the longest file of
// either pass: 68 s on PGlite, 97 s on PostgreSQL). `npm run fuzz` sends 400, with new seeds when
// FUZZ_SEED is set.
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.DATABASE_URL ? 20_261_128 : 20_261_126));
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const NOW = new Date('2026-11-26T15:00:00Z');
const DATES = Array.from({ length: 30 }, (_, i) =>
  new Date(NOW.getTime() + i * 86_400_000).toISOString().slice(0, 10),
);

/** Lines the app logged at error (50) or above, in order; a request owns those logged while it ran. */
const errorLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      const entry = JSON.parse(line);
      if (entry.level >= 50) errorLines.push(entry);
    }
    done();
  },
});
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'openapi-fuzz-'));
// A stand-in web build: page paths the router does not match get index.html as in production, not
// the "not built yet" 503 of a checkout without `npm run build`.
await fs.mkdir(path.join(dataDir, 'web'));
await fs.writeFile(path.join(dataDir, 'web', 'index.html'), '<!doctype html><title>Nightlist</title>');
// Built while the file is collected: the tests are the document's operations, one per identity.
const t = await createTestApp({
  now: NOW,
  env: { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'web') },
  logger: pino({ level: 'info' }, logStream),
  rateLimitPerMinute: 1_000_000,
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Document = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
const checkAnswer = openApiResponseChecker(t.app.swagger() as OpenAPIV3.Document);
// /api/live is a Server-Sent Events stream that never ends (inject would wait for ever); its inputs,
// `since` and `Last-Event-ID`, are covered by live.test.ts and live-resume.test.ts. /api/docs is @fastify/swagger-ui's
// static pages and the document itself: no handler of ours, no database.
const SKIPPED = /^\/api\/(live|docs)(\/|$)/;
/** @fastify/swagger-ui's own pages and the document: not operations of the API. */
const SKIPPED_DOCS = /^\/api\/docs(\/|$)/;
const operations: Operation[] = Object.entries((t.app.swagger() as Document).paths)
  .filter(([url]) => !SKIPPED.test(url))
  .flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path: url })),
  );

const hints: Hints = { ids: [], named: { date: DATES, from: DATES, to: DATES, dates: DATES } };
const known = (name: string, ...values: string[]) => {
  hints.named[name] = [...(hints.named[name] ?? []), ...values];
  if (/(Id|\/id)$/.test(name)) hints.ids.push(...values);
};
const identities = {} as Record<'member' | 'admin', Member>;
/** A fresh session for the same user: a fuzzed logout must not sign the next operation out. */
async function signIn(userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date('2099-01-01T00:00:00Z');
  await t.database.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, persistent: true, expiresAt });
  return `session=${token}`;
}
const send = (who: Member, method: string, url: string, payload?: object | Buffer, type?: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: who.cookie, ...(type ? { 'content-type': type } : {}) },
    ...(payload ? { payload } : {}),
  });

// Real rows for the fuzz to hit: a club with tables and open dates, entries, reservations, passes,
// notifications and a photo, so that valid ids get past "not found" into the handlers' deeper paths.
beforeAll(async () => {
  const db = t.database.db;
  const { member, admin } = Object.assign(identities, {
    member: await createMember(db),
    admin: await createAdmin(db),
  });
  const tables = { reservationsEnabled: true, reservationCashback: 5, tableTypes: [BOOTH, VIP_TABLE] };
  const club = await insertClub(db, tables);
  const hidden = await insertClub(db, { name: 'Hidden', visible: false, eventType: 'dinner_party' });
  await openGuestlistDates(db, club.id, DATES);
  known('clubId', club.id, hidden.id);
  known('clubs/id', club.id, hidden.id);
  // A venue runs them, so its tags, notes and bans on a guest (decision 041) have somewhere to live.
  await insertVenue(db, 'Fuzz Group', [club.id, hidden.id]);
  const door = await createMember(db);
  const phoneOf = async (id: string) =>
    (await db.select().from(users).where(eq(users.id, id)))[0]!.phoneNumber;
  await db.insert(doorStaffPhoneNumbers).values({ phoneNumber: await phoneOf(door.id) });
  // Not the admin's own number: a fuzzed DELETE of it would turn every later admin request into a 403.
  known('phoneNumber', await phoneOf(member.id), await phoneOf(door.id));
  const night = { clubId: club.id, date: DATES[1] };
  for (const who of [member, admin]) {
    const entry = await send(who, 'POST', '/api/guestlist-entries', { ...night, ladies: 1, men: 1 });
    const table = { ...night, partySize: 4, arrivalTime: '23:00', tableTypeId: 'booth' };
    const reservation = await send(who, 'POST', '/api/reservations', table);
    for (const response of [entry, reservation]) expect(response.statusCode, response.body).toBe(201);
    known('guestlist-entries/id', entry.json().id);
    // A guest of the club: the member only, so that a fuzzed ban never bars the admin's own joins.
    if (who === member) known('userId', member.id);
    known('reservations/id', reservation.json().id);
    const confirm = `/api/admin/reservations/${reservation.json().id}/status`;
    expect((await send(admin, 'POST', confirm, { status: 'confirmed' })).statusCode).toBe(200);
    const { upcoming, past } = (await send(who, 'GET', '/api/passes')).json();
    for (const pass of [...upcoming, ...past]) {
      known('passId', pass.id);
      known('token', pass.qrToken);
    }
    const { notifications } = (await send(who, 'GET', '/api/notifications')).json();
    known('notificationId', ...notifications.map((n: { id: string }) => n.id));
  }
  // At the door on the night (22:00 in New York), so that the scan admits and leaves a check-in.
  t.setNow(new Date(`${DATES[2]}T03:00:00Z`));
  const scan = { ...night, token: hints.named.token![0] };
  const checkIn = (await send(admin, 'POST', '/api/door/check-ins', scan)).json();
  t.setNow(NOW);
  expect(checkIn.admitted, JSON.stringify(checkIn)).not.toBeNull();
  known('check-ins/id', checkIn.admitted.id);
  const photo = await send(admin, 'PUT', `/api/admin/clubs/${club.id}/image`, png(400, 240), 'image/png');
  expect(photo.statusCode, photo.body).toBe(200);
  known('file', ...photo.json().image.variants.map((v: { url: string }) => v.url.split('/').pop()));
  expect(hints.ids.length).toBeGreaterThan(8);
});

/** JSON-like text of a value, long runs of one character shortened to `«c×n»` so a failure stays readable. */
const shown = (text: string) =>
  text
    .replace(/(.)\1{63,}/gsu, (run, c: string) => `«${JSON.stringify(c)}×${run.length / c.length}»`)
    .slice(0, 4000);
const describeRequest = (r: FuzzRequest) =>
  [
    `${r.method} ${shown(r.url)}`,
    `headers: ${shown(JSON.stringify(r.headers))}`,
    r.payload === undefined
      ? 'no body'
      : Buffer.isBuffer(r.payload)
        ? `body: ${r.payload.length} bytes, hex ${shown(r.payload.toString('hex'))}`
        : `body: ${shown(r.payload)}`,
  ].join('\n  ');
type LoggedError = { type?: string; message?: string; stack?: string; cause?: LoggedError };
const causes = (err?: LoggedError): string[] =>
  err ? [`${err.type}: ${err.message}`, ...causes(err.cause)] : [];
function failure(label: string, r: FuzzRequest, response: LightMyRequestResponse, logged: unknown[]): string {
  const errors = logged.map((entry) => {
    const { msg, err } = entry as { msg?: string; err?: LoggedError };
    const text = `${msg}: ${causes(err).join(' <- caused by ')}`.replace(/\s+/g, ' ').slice(0, 1500);
    return [text, ...(err?.stack?.split('\n').slice(1, 4) ?? [])].join('\n    ');
  });
  return [
    `${label}: ${response.statusCode}, ${errors.length} error line(s) logged (FUZZ_SEED=${SEED})`,
    `request:\n  ${describeRequest(r)}`,
    `response: ${response.statusCode} ${shown(response.body).slice(0, 800)}`,
    ...(errors.length ? [`logged:\n  ${errors.join('\n  ')}`] : []),
  ].join('\n');
}

/** `/api/clubs/{clubId}` as a pattern over a resolved path: one segment per parameter. */
const templateRegex = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`);
// Static segments first, as the router prefers them: `/api/x/options` before `/api/x/{id}`.
const operationPatterns = operations
  .map((candidate) => ({ candidate, regex: templateRegex(candidate.path) }))
  .sort((a, b) => a.candidate.path.split('{').length - b.candidate.path.split('{').length);

/**
 * The documented operation a request ran: `op` itself, unless resolving the URL (dot segments)
 * took it to another path, then the operation of that path and method, if any (else a 404).
 */
function routeThatRan(op: Operation, url: string): Operation | undefined {
  const raw = url.split('?')[0]!;
  const resolved = new URL(url, 'http://fuzz.invalid').pathname;
  if (resolved === raw) return op;
  return operationPatterns.find(
    ({ candidate, regex }) => candidate.method === op.method && regex.test(resolved),
  )?.candidate;
}

/** Per operation: how many requests got past validation (2xx, 404, 409) and how many succeeded. */
const reached = new Map<string, { sent: number; past: number; ok: number }>();
const seedFor = (label: string) =>
  (SEED ^ crypto.createHash('sha256').update(label).digest().readInt32LE()) | 0;

describe.each(['member', 'admin', 'anonymous'] as const)('as %s', (identity) => {
  test.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers below 500, logs no error and answers what the document declares',
    async (name, op) => {
      const label = `${name} as ${identity}`;
      const cookie = identity === 'anonymous' ? '' : await signIn(identities[identity].id);
      const stats = reached.get(name) ?? { sent: 0, past: 0, ok: 0 };
      reached.set(name, stats);
      const requests = requestArbitrary(op, hints).map((r) =>
        Object.assign(r, { [fc.toStringMethod]: () => describeRequest(r) }),
      );
      const property = fc.asyncProperty(requests, async (r) => {
        const before = errorLines.length;
        const response = await t.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: { ...r.headers, ...(cookie ? { cookie } : {}) },
          ...(r.payload === undefined ? {} : { payload: r.payload }),
        });
        const logged = errorLines.slice(before);
        stats.sent += 1;
        if ([404, 409].includes(response.statusCode) || response.statusCode < 300) stats.past += 1;
        if (response.statusCode < 300) stats.ok += 1;
        if (response.statusCode >= 500 || logged.length > 0)
          throw new Error(failure(label, r, response, logged));
        // A path parameter `..` or `%2e%2e` is a dot segment: a URL parser (inject's as a browser's)
        // resolves it, so the request reaches another route, or none. Its answer is that route's.
        const answered = routeThatRan(op, r.url);
        const wrong = answered && checkAnswer(answered.method, answered.path, answerOf(response));
        if (wrong) throw new Error(failure(`${label}: ${wrong}`, r, response, logged));
      });
      // Signed out, nearly every operation stops at its 401: fewer runs find what there is to find.
      const numRuns = identity === 'anonymous' ? Math.ceil(RUNS / 4) : RUNS;
      await fc.assert(property, { seed: seedFor(label), numRuns });
    },
    Math.max(120_000, RUNS * 200),
  );
});

// Floors well under what the default run reaches (about 9 in 10 operations answer a 2xx, half of all
// requests get past validation): a generator that stopped fitting the schemas would fail here.
test('the fuzz was not vacuous: requests got past validation into the handlers', () => {
  const rows = [...reached.entries()];
  if (process.env.FUZZ_REPORT) console.table(Object.fromEntries(rows));
  expect(rows.length).toBe(operations.length);
  const never = rows.filter(([, s]) => s.ok === 0).map(([name]) => name);
  expect(never.length, `operations that never answered 2xx: ${never.join(', ')}`).toBeLessThan(
    operations.length / 3,
  );
  const [past, sent] = rows.reduce(([p, n], [, s]) => [p + s.past, n + s.sent], [0, 0]);
  expect(past / sent, 'share of requests past validation (2xx, 404, 409)').toBeGreaterThan(1 / 3);
});

// A route the document does not describe is a route other software cannot know about.
test('every API route the server answers is in the document', () => {
  const documented = new Set(
    Object.entries((t.app.swagger() as Document).paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    ),
  );
  const undocumented = t.app.registeredRoutes
    .filter(
      ({ method, url }) =>
        // The /api/* catch-all only sends what no route matched to the JSON 404: no operation.
        url.startsWith('/api/') && !url.endsWith('*') && !SKIPPED_DOCS.test(url) && method !== 'HEAD',
    )
    .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
    .filter((route) => !documented.has(route));
  expect(undocumented).toEqual([]);
});
