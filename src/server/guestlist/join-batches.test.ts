import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { deriveAuthKeys } from '../auth/auth-secret.ts';
import { rowsOf } from '../db/raw-rows.ts';
import {
  guestBans,
  guestlistDates,
  guestlistEntries,
  idempotencyKeys,
  notifications,
  users,
} from '../db/schema.ts';
import { phoneHash } from '../guest-care/ban-key.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { insertVenue } from '../testing/venues.ts';
import { createJoinBatches } from './join-batches.ts';
import type { JoinRequest } from './join-night.ts';

// Group commit (decision 045): the joins of one night that arrive together are decided in one
// transaction. The writer is held until the members are queued (holdUntil), so each test's joins are
// one batch whatever the machine's speed; the batch counter says they were.
const NOW = new Date('2026-11-26T15:00:00Z');
const AUTH_SECRET = 'group-commit-test-secret-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9, env: { AUTH_SECRET } });
});
afterAll(() => t?.close());

function join(
  member: Member,
  clubId: string,
  date: string,
  ladies = 1,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie, ...headers },
    payload: { clubId, date, ladies, men: 0 },
  });
}

async function openNight(name: string, date: string, capacityFemale: number | null) {
  const club = await insertClub(t.database.db, { name, waitlistMode: 'immediate', maxPartySize: 4 });
  await t.database.db.insert(guestlistDates).values({ clubId: club.id, date, capacityFemale });
  return club;
}

const entriesOf = (clubId: string, date: string) =>
  t.database.db
    .select()
    .from(guestlistEntries)
    .where(and(eq(guestlistEntries.clubId, clubId), eq(guestlistEntries.date, date)))
    .orderBy(asc(guestlistEntries.waitlistedAt));

/** The SQL text of a Drizzle `sql` template, for telling statements apart. */
const sqlText = (query: unknown) =>
  ((query as { queryChunks?: ({ value?: string[] } | null)[] }).queryChunks ?? [])
    .map((chunk) => chunk?.value?.join('') ?? '')
    .join('');

/** A join of one lady for `userId`, as the route hands the writer one (no promoter, no ban key). */
const ladyJoining = (club: JoinRequest['club'], date: string, userId: string): JoinRequest => ({
  userId,
  club,
  date,
  ladies: 1,
  men: 0,
  guestNames: [],
  promoter: null,
  ban: null,
  now: NOW,
});

async function ban(member: Member, venueId: string) {
  const [user] = await t.database.db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, member.id));
  const hash = phoneHash(deriveAuthKeys(AUTH_SECRET).guestBan, user!.phoneNumber);
  await t.database.db.insert(guestBans).values({ venueId, phoneHash: hash, reason: 'test' });
}

describe('a night’s joins decided together', () => {
  test('a mixed batch: each member gets their own answer and the others are written', async () => {
    const date = '2026-11-27';
    const club = await openNight('Mixed Bag', date, 3);
    const venue = await insertVenue(t.database.db, 'Mixed Group', [club.id]);
    const [banned, onList, fresh1, fresh2, fresh3, twice, keyed, tooMany] = await createMembers(
      t.database.db,
      8,
    );
    await ban(banned!, venue.id);
    const before = (await join(onList!, club.id, date)).json() as GuestlistEntry;
    expect(before.status).toBe('confirmed');

    // Eight requests reach the queue (the over-limit party is refused before it, the repeated key at its claim).
    const { batches, undone } = t.app.guestlistJoins.stats();
    t.app.guestlistJoins.holdUntil(8);
    const key = { 'idempotency-key': 'one-press-twice' };
    const [b, on, f1, f2, f3, t1, t2, k1, k2, big] = await Promise.all([
      join(banned!, club.id, date),
      join(onList!, club.id, date),
      join(fresh1!, club.id, date),
      join(fresh2!, club.id, date),
      join(fresh3!, club.id, date),
      join(twice!, club.id, date),
      join(twice!, club.id, date),
      join(keyed!, club.id, date, 1, key),
      join(keyed!, club.id, date, 1, key),
      join(tooMany!, club.id, date, 5),
    ]);
    // One batch, decided by its own statement (not undone and decided one by one).
    expect(t.app.guestlistJoins.stats()).toMatchObject({ batches: batches + 1, undone });

    expect(b!.statusCode).toBe(409);
    expect(b!.json().code).toBe('request_not_accepted');
    expect(big!.statusCode).toBe(400);
    expect(big!.json().code).toBe('party_too_large');
    expect(on!.statusCode).toBe(200);
    expect((on!.json() as GuestlistEntry).id).toBe(before.id);
    // The same member twice in one batch: one entry, the second press told it is already there.
    expect([t1!.statusCode, t2!.statusCode].sort()).toEqual([200, 201]);
    expect((t1!.json() as GuestlistEntry).id).toBe((t2!.json() as GuestlistEntry).id);
    // The repeated key: one join ran. The other press is told it is in progress, or, when it reached
    // the key after the batch committed, gets the first answer back; a retry now gets it too.
    const keyed201 = [k1!, k2!].find((r) => r.statusCode === 201)!;
    const other = [k1!, k2!].find((r) => r !== keyed201)!;
    if (other.statusCode === 409) expect(other.json().code).toBe('idempotency_in_progress');
    else expect(other.json()).toEqual(keyed201.json());
    const replay = await join(keyed!, club.id, date, 1, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(keyed201.json());

    // Four new parties of one for two places left: each decided after those before it.
    const joined = [f1!, f2!, f3!, t1!.statusCode === 201 ? t1! : t2!, keyed201];
    expect(joined.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const statuses = joined.map((r) => (r.json() as GuestlistEntry).status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(3);
    const positions = joined
      .map((r) => (r.json() as GuestlistEntry).waitlistPosition)
      .filter((p) => p !== null)
      .sort();
    expect(positions).toEqual([1, 2, 3]);

    const rows = await entriesOf(club.id, date);
    expect(rows).toHaveLength(6);
    expect(rows.some((r) => r.userId === banned!.id || r.userId === tooMany!.id)).toBe(false);
    // One message per join written, none for the refused or the repeated.
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        sql`${notifications.link} in (${sql.join(
          rows.map((r) => sql`${`/passes/${r.id}`}`),
          sql`, `,
        )})`,
      );
    expect(told).toHaveLength(6);
  });

  test('a batch fills the list exactly and queues the rest in the order it decided them', async () => {
    const date = '2026-11-28';
    const club = await openNight('Full House', date, 10);
    const members = await createMembers(t.database.db, 30);
    const { batches, undone } = t.app.guestlistJoins.stats();
    t.app.guestlistJoins.holdUntil(30);
    const answers = await Promise.all(members.map((m) => join(m, club.id, date)));
    expect(t.app.guestlistJoins.stats()).toMatchObject({ batches: batches + 1, undone });
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);

    const rows = await entriesOf(club.id, date);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(10);
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    const byId = new Map(answers.map((r) => r.json() as GuestlistEntry).map((e) => [e.id, e]));
    expect(waiting.map((r) => byId.get(r.id)?.waitlistPosition)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const [night] = await t.database.db
      .select()
      .from(guestlistDates)
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, date)));
    expect(night).toMatchObject({ confirmedLadies: 10, waitlistedParties: 20 });
  });

  test('a member whose statement fails is refused alone: the batch is decided again one by one', async () => {
    const date = '2026-11-29';
    const club = await openNight('Second Try', date, null);
    const [a, b] = await createMembers(t.database.db, 2);
    const batches = createJoinBatches(t.database.db);
    const request = (userId: string) => ladyJoining(club, date, userId);
    batches.holdUntil(3);
    const outcomes = await Promise.allSettled([
      batches.join(request(a!.id)),
      // No such member: the entry's foreign key fails this statement and rolls the batch back.
      batches.join(request('00000000-0000-4000-8000-000000000000')),
      batches.join(request(b!.id)),
    ]);
    expect(batches.stats()).toMatchObject({ batches: 1, members: 3, undone: 1 });
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.kind : null))).toEqual([
      'written',
      null,
      'written',
    ]);
    expect((await entriesOf(club.id, date)).map((r) => r.userId).sort()).toEqual([a!.id, b!.id].sort());
  });
  test.skipIf(!process.env.DATABASE_URL)(
    'members arriving while the writer waits for the night’s lock join its batch (PostgreSQL)',
    async () => {
      // As when another process's batch of the night holds the lock: the batch is taken from the
      // queue once the lock is held, so the members who arrived meanwhile do not wait for the next.
      const date = '2026-12-01';
      const club = await openNight('Lock Queue', date, null);
      const members = await createMembers(t.database.db, 5);
      const batches = createJoinBatches(t.database.db);
      const request = (userId: string) => ladyJoining(club, date, userId);
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${guestlistDates} where club_id = ${club.id} and date = ${date} for update`,
        );
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await isLocked;
      batches.holdUntil(2);
      const outcomes = members.slice(0, 2).map((member) => batches.join(request(member.id)));
      // The writer's transaction is waiting on the night's row.
      await vi.waitFor(async () => {
        const waiting = await t.database.db.execute(
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%for update%'`,
        );
        expect(rowsOf(waiting)).toHaveLength(1);
      });
      outcomes.push(...members.slice(2).map((member) => batches.join(request(member.id))));
      release();
      await holder;
      expect((await Promise.all(outcomes)).map((outcome) => outcome.kind)).toEqual(
        members.map(() => 'written'),
      );
      expect(batches.stats()).toMatchObject({ batches: 1, members: 5, largest: 5, undone: 0 });
    },
  );
  test('the keys of joins that arrive together are claimed in one statement and answered in one', async () => {
    // The app sends an Idempotency-Key with every join: in a list drop, two writes per join of their
    // own, unless they are gathered as the joins are.
    const date = '2026-11-30';
    const club = await openNight('Keyed Rush', date, 100);
    const members = await createMembers(t.database.db, 30);
    const keyOf = (i: number) => ({ 'idempotency-key': `rush-${i}` });
    const insert = vi.spyOn(t.database.db, 'insert');
    const execute = vi.spyOn(t.database.db, 'execute');
    let answers: Awaited<ReturnType<typeof join>>[];
    try {
      answers = await Promise.all(members.map((member, i) => join(member, club.id, date, 1, keyOf(i))));
      expect(answers.map((answer) => answer.statusCode)).toEqual(members.map(() => 201));
      const claims = insert.mock.calls.filter(([table]) => table === idempotencyKeys);
      const stores = execute.mock.calls.filter(([query]) => sqlText(query).includes('jsonb_to_recordset'));
      expect(claims.length).toBeLessThanOrEqual(2);
      expect(stores.length).toBeLessThanOrEqual(2);
    } finally {
      insert.mockRestore();
      execute.mockRestore();
    }
    // Each key keeps its own answer: a retry gets it back, the entry is not joined twice.
    for (const i of [0, 17, 29]) {
      const replay = await join(members[i]!, club.id, date, 1, keyOf(i));
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(answers[i]!.json());
    }
    expect(await entriesOf(club.id, date)).toHaveLength(30);
  });
});
