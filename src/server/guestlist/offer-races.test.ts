import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestlistEntries, notifications } from '../db/schema.ts';
import { createAdmin, createMembers, type Member } from '../testing/members.ts';
import { FRIDAY, MINUTE, NOW, offerHelpers } from '../testing/offers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { offerFreedSpots } from './freed-spots.ts';
import { cancelEntryRow, lockNight } from './guestlist-repository.ts';

// The offer state machine under the races of issue 33 (docs/decisions/037): spots freeing at once,
// one member waitlisted at two clubs, a list drop's worth of spots. The deadline's races (a claim in
// its last millisecond, the lapse job run at once) are in offers.test.ts, two processes in
// offers-multiprocess.test.ts.
let t: TestApp;
let admin: Member;
let h: ReturnType<typeof offerHelpers>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  admin = await createAdmin(t.database.db);
  h = offerHelpers(t);
});
afterAll(() => t?.close());

describe('offers under races', () => {
  test('two spots freeing at once go to the next two parties, each offered once', async () => {
    const { club, members, entries } = await h.fullNight(3, 5);
    await Promise.all([0, 1].map((i) => h.post(members[i]!, entries[i]!.id, 'cancel')));
    const states = await Promise.all(members.slice(3).map((m, i) => h.read(m, entries[i + 3]!.id)));
    expect(states.map((s) => s.offer?.state ?? null)).toEqual(['open', 'open', null, null, null]);
    expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 1, offeredLadies: 2 });
    const offeredNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'guestlist-offered'));
    const ids = new Set(members.map((m) => m.id));
    expect(offeredNotices.filter((n) => ids.has(n.userId))).toHaveLength(2);
  });

  test('a member waitlisted at two clubs the same night never holds two offers', async () => {
    const one = await h.fullNight(1, 0);
    const two = await h.fullNight(1, 0);
    const [both, next] = await createMembers(t.database.db, 2);
    const atOne = await h.join(both!, one.club.id);
    const atTwo = await h.join(both!, two.club.id);
    const nextAtTwo = await h.join(next!, two.club.id);
    await Promise.all([
      h.post(one.members[0]!, one.entries[0]!.id, 'cancel'),
      h.post(two.members[0]!, two.entries[0]!.id, 'cancel'),
    ]);
    const offers = [await h.read(both!, atOne.id), await h.read(both!, atTwo.id)].filter(
      (entry) => entry.offer?.state === 'open',
    );
    expect(offers).toHaveLength(1);
    // The club whose offer could not go to them offered the next party instead.
    if (offers[0]!.id === atOne.id) expect((await h.read(next!, nextAtTwo.id)).offer?.state).toBe('open');
    const open = await t.database.db
      .select()
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.userId, both!.id), eq(guestlistEntries.status, 'waitlisted')));
    expect(open.filter((row) => row.offerExpiresAt !== null)).toHaveLength(1);
  });

  test('100 spots freed at once for 5,000 waiting parties: the first 100 offered, in one go', async () => {
    const db = t.database.db;
    const club = await h.night(100);
    const members = await createMembers(db, 5_100);
    // Written straight to the table: 100 confirmed, then the queue in order.
    await db.insert(guestlistEntries).values(
      members.map((member, i) => ({
        userId: member.id,
        clubId: club.id,
        date: FRIDAY,
        ladies: 1,
        men: 0,
        status: i < 100 ? ('confirmed' as const) : ('waitlisted' as const),
        waitlistedAt: i < 100 ? null : new Date(NOW.getTime() + i),
      })),
    );
    const started = performance.now();
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${club.id}/dates/${FRIDAY}`,
      headers: { cookie: admin.cookie },
      payload: { capacityFemale: 200, capacityMale: null },
    });
    const took = performance.now() - started;
    expect(raised.statusCode, raised.body).toBe(200);
    console.info(`Offered 100 spots to a queue of 5,000 in ${Math.round(took)} ms`);
    const offered = await db
      .select({ userId: guestlistEntries.userId })
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club.id), isNotNull(guestlistEntries.offerExpiresAt)));
    expect(new Set(offered.map((row) => row.userId))).toEqual(
      new Set(members.slice(100, 200).map((m) => m.id)),
    );
    expect(await h.nightRow(club.id)).toMatchObject({
      confirmedLadies: 100,
      offeredLadies: 100,
      waitlistedParties: 5_000,
    });
    const ids = new Set(members.map((m) => m.id));
    const told = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'guestlist-offered'));
    expect(told.filter((row) => ids.has(row.userId))).toHaveLength(100);
  }, 120_000);
});

// Two clubs' offers to one member, each under its own night's lock, meet on the one-offer index:
// only real concurrent transactions (PostgreSQL) can hold the first open while the second writes.
describe.skipIf(!process.env.DATABASE_URL)('two clubs offering to one member at the same moment', () => {
  test('the later club’s offer, blocked on the index until the first commits, passes her over', async () => {
    const db = t.database.db;
    const one = await h.fullNight(1, 0);
    const two = await h.fullNight(1, 0);
    const [both, next] = await createMembers(db, 2);
    const atOne = await h.join(both!, one.club.id);
    await h.join(both!, two.club.id);
    const nextAtTwo = await h.join(next!, two.club.id);
    const now = new Date(NOW.getTime() + MINUTE);

    let offeredAtOne!: () => void;
    const firstHasOffered = new Promise<void>((resolve) => {
      offeredAtOne = resolve;
    });
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    const first = db.transaction(async (tx) => {
      await lockNight(tx, one.club.id, FRIDAY);
      await cancelEntryRow(tx, one.entries[0]!.id, now);
      const offered = await offerFreedSpots(tx, one.club, FRIDAY, now);
      offeredAtOne();
      await firstMayCommit;
      return offered;
    });
    await firstHasOffered;
    const second = db.transaction(async (tx) => {
      await lockNight(tx, two.club.id, FRIDAY);
      await cancelEntryRow(tx, two.entries[0]!.id, now);
      return offerFreedSpots(tx, two.club, FRIDAY, now);
    });
    // Give the second time to reach the index and wait there, then let the first commit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    commitFirst();
    const [atFirst, atSecond] = await Promise.all([first, second]);
    expect(atFirst.map((n) => n.link)).toEqual([`/passes/${atOne.id}`]);
    expect(atSecond.map((n) => n.link)).toEqual([`/passes/${nextAtTwo.id}`]);
  });
});
