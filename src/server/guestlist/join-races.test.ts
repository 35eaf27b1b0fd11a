import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates, guestlistEntries, notificationDeliveries, notifications } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A join is one statement under the night's row lock (joinNight); cancels and admin changes take
// the same lock through lockNight. These races hold each guarantee of the join to account when
// they meet: one entry per member and night, one message per join, nothing left on a closed night,
// and a queue whose back is always behind everyone in it.
const NOW = new Date('2026-11-26T15:00:00Z');
let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t?.close());

function join(member: Member, clubId: string, date: string, ladies = 1, men = 0) {
  return t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie },
    payload: { clubId, date, ladies, men },
  });
}

const cancel = (member: Member, entryId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guestlist-entries/${entryId}/cancel`,
    headers: { cookie: member.cookie },
  });

async function openNight(name: string, date: string, capacityFemale: number | null = null) {
  const club = await insertClub(t.database.db, { name, waitlistMode: 'immediate' });
  await t.database.db.insert(guestlistDates).values({ clubId: club.id, date, capacityFemale });
  return club;
}

const entriesOf = (clubId: string, date: string) =>
  t.database.db
    .select()
    .from(guestlistEntries)
    .where(and(eq(guestlistEntries.clubId, clubId), eq(guestlistEntries.date, date)))
    .orderBy(asc(guestlistEntries.waitlistedAt));

const notificationsOf = (userId: string, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** The night's kept counters equal what its entries say, and its queue's tail is behind every party in line. */
async function expectNightTrue(clubId: string, date: string) {
  const result = await t.database.db.execute(sql`
    select d.confirmed_ladies = coalesce(sum(e.ladies) filter (where e.status = 'confirmed'), 0)
        and d.confirmed_men = coalesce(sum(e.men) filter (where e.status = 'confirmed'), 0)
        and d.waitlisted_parties = count(e.id) filter (where e.status = 'waitlisted') as counted,
      coalesce(d.queue_tail >= max(e.waitlisted_at), true) as behind
    from guestlist_dates d
    left join guestlist_entries e on e.club_id = d.club_id and e.date = d.date
    where d.club_id = ${clubId} and d.date = ${date}
    group by d.club_id, d.date`);
  expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ counted: true, behind: true }]);
}

describe('joins racing', () => {
  test('the same member pressing JOIN ten times at once gets one entry and one message', async () => {
    const date = '2026-11-27';
    const club = await openNight('Double Tap', date, 1);
    const [member] = await createMembers(t.database.db, 1);

    const answers = await Promise.all(Array.from({ length: 10 }, () => join(member!, club.id, date)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((r) => (r.json() as GuestlistEntry).id));
    expect(ids.size).toBe(1);

    expect(await entriesOf(club.id, date)).toHaveLength(1);
    const sent = await notificationsOf(member!.id, 'guestlist-joined');
    expect(sent).toHaveLength(1);
    // Its email and SMS, once each.
    const deliveries = await t.database.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, sent[0]!.id));
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['email', 'sms']);
    await expectNightTrue(club.id, date);
  });

  test('a member who cancelled and joins again from several tabs at once keeps one row, counted once', async () => {
    const date = '2026-11-27';
    const club = await openNight('Second Thoughts', date, 2);
    const [member, other] = await createMembers(t.database.db, 2);
    const first = (await join(member!, club.id, date)).json() as GuestlistEntry;
    expect((await cancel(member!, first.id)).statusCode).toBe(200);

    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => join(member!, club.id, date, 2)),
      join(other!, club.id, date, 1),
    ]);
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);
    const rows = await entriesOf(club.id, date);
    expect(rows).toHaveLength(2);
    const again = rows.find((r) => r.userId === member!.id)!;
    // The same row (the same pass), live again, with the new party.
    expect(again).toMatchObject({ id: first.id, ladies: 2, cancelledAt: null });
    expect(again.status).not.toBe('cancelled');
    expect(answers.slice(0, 5).every((r) => (r.json() as GuestlistEntry).id === first.id)).toBe(true);
    // One message for the first join and one for the second: never one per tab.
    const kinds = ['guestlist-joined', 'guestlist-waitlisted'];
    const messages = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member!.id), inArray(notifications.kind, kinds)));
    expect(messages).toHaveLength(2);
    await expectNightTrue(club.id, date);
  });

  test('joins racing a night being closed land before it, and are cancelled with it, or are told it is not open', async () => {
    const date = '2026-11-28';
    const club = await openNight('Last Call', date, 20);
    const members = await createMembers(t.database.db, 60);
    const early = await Promise.all(members.slice(0, 10).map((m) => join(m, club.id, date)));
    expect(early.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);

    const [closed, ...answers] = await Promise.all([
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/clubs/${club.id}/dates/${date}?confirm=true`,
        headers: { cookie: admin.cookie },
      }),
      ...members.slice(10).map((m) => join(m, club.id, date)),
    ]);
    expect(closed!.statusCode, closed!.body).toBe(200);
    for (const answer of answers) {
      if (answer.statusCode === 201) continue;
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().code).toBe('guestlist_not_open');
    }
    const landed = answers.filter((r) => r.statusCode === 201).length;
    expect((closed!.json() as { cancelledEntries: number }).cancelledEntries).toBe(10 + landed);
    // Nothing stays live on a night that is gone, and everyone who was on it was told.
    const rows = await entriesOf(club.id, date);
    expect(rows).toHaveLength(10 + landed);
    expect(rows.filter((r) => r.status !== 'cancelled')).toEqual([]);
    for (const row of rows)
      expect(await notificationsOf(row.userId, 'guestlist-night-closed')).toHaveLength(1);
  });

  test('cancellations, promotions and joins at once keep the queue in one line, each place told once', async () => {
    const date = '2026-11-29';
    const club = await openNight('Revolving Door', date, 10);
    const members = await createMembers(t.database.db, 60);
    const first = await Promise.all(members.slice(0, 30).map((m) => join(m, club.id, date)));
    const entries = first.map((r) => r.json() as GuestlistEntry);
    const confirmed = entries
      .map((entry, i) => ({ entry, member: members[i]! }))
      .filter(({ entry }) => entry.status === 'confirmed');
    expect(confirmed).toHaveLength(10);

    // Five confirmed parties leave while thirty more arrive: each leaving promotes the next in line.
    const answers = await Promise.all([
      ...confirmed.slice(0, 5).map(({ member, entry }) => cancel(member, entry.id)),
      ...members.slice(30).map((m) => join(m, club.id, date)),
    ]);
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);

    const rows = await entriesOf(club.id, date);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(10);
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    expect(waiting).toHaveLength(45);
    // Promoted were the first five of the first queue, and nobody from the second wave.
    const promoted = await Promise.all(
      members.map(async (m) => (await notificationsOf(m.id, 'guestlist-promoted')).length),
    );
    expect(promoted.reduce((a, b) => a + b, 0)).toBe(5);
    const firstQueue = entries
      .map((entry, i) => ({ entry, member: members[i]! }))
      .filter(({ entry }) => entry.status === 'waitlisted')
      .sort((a, b) => a.entry.waitlistPosition! - b.entry.waitlistPosition!);
    expect(
      promoted
        .slice(0, 30)
        .flatMap((n, i) => (n ? [members[i]!.id] : []))
        .sort(),
    ).toEqual(
      firstQueue
        .slice(0, 5)
        .map(({ member }) => member.id)
        .sort(),
    );
    // The second wave queued behind everyone from the first, and no two parties share a place.
    const lastOfFirstWave = Math.max(
      ...waiting.map((r, i) => (members.slice(0, 30).some((m) => m.id === r.userId) ? i : -1)),
    );
    const firstOfSecondWave = waiting.findIndex((r) => members.slice(30).some((m) => m.id === r.userId));
    expect(firstOfSecondWave).toBeGreaterThan(lastOfFirstWave);
    const [places] = await t.database.db
      .select({ distinct: sql<number>`count(distinct ${guestlistEntries.waitlistedAt})::int` })
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club.id), eq(guestlistEntries.status, 'waitlisted')));
    expect(places?.distinct).toBe(45);
    await expectNightTrue(club.id, date);
  });

  test("the queue's back follows parties put in line by SQL, and a night opened again", async () => {
    const db = t.database.db;
    const date = '2026-11-30';
    const club = await openNight('Back Door', date, 0);
    const [early, inserted, late, latest] = await createMembers(db, 4);
    const queued = (await join(early!, club.id, date)).json() as GuestlistEntry;
    expect(queued.waitlistPosition).toBe(1);

    // An operator puts a party in line an hour ahead of the clock, in SQL: a join goes behind it.
    const ahead = new Date(NOW.getTime() + 3_600_000);
    await db.insert(guestlistEntries).values({
      userId: inserted!.id,
      clubId: club.id,
      date,
      ladies: 1,
      men: 0,
      status: 'waitlisted',
      waitlistedAt: ahead,
    });
    const behind = (await join(late!, club.id, date)).json() as GuestlistEntry;
    expect(behind.waitlistPosition).toBe(3);

    // The night's row goes and comes back: it starts from the queue it still has.
    await db
      .delete(guestlistDates)
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, date)));
    await db.insert(guestlistDates).values({ clubId: club.id, date, capacityFemale: 0 });
    const last = (await join(latest!, club.id, date)).json() as GuestlistEntry;
    expect(last.waitlistPosition).toBe(4);
    expect((await entriesOf(club.id, date)).map((r) => r.userId)).toEqual(
      [early, inserted, late, latest].map((m) => m!.id),
    );
    await expectNightTrue(club.id, date);
  });
});
