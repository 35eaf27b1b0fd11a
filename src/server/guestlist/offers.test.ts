import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { notificationDeliveries, notifications } from '../db/schema.ts';
import { textPriorityOf } from '../notifications/text-priority.ts';
import { createDoorStaff, doorApi, passToken } from '../testing/door.ts';
import { createAdmin, createMembers, type Member } from '../testing/members.ts';
import { FRIDAY, MINUTE, NOW, offerHelpers } from '../testing/offers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Freed spots offered with a deadline (docs/decisions/037), through the API, on whichever engine
// the run uses (PGlite by default, PostgreSQL with DATABASE_URL). The races are in offer-races.test.ts.
let t: TestApp;
let admin: Member;
let h: ReturnType<typeof offerHelpers>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  admin = await createAdmin(t.database.db);
  h = offerHelpers(t);
});
afterAll(() => t?.close());

describe('a freed spot is offered to the next party', () => {
  test('a cancellation offers the spot with the club’s deadline, held from new joins; told urgently', async () => {
    const { club, members, entries } = await h.fullNight(2, 2);
    const [a, , c, d] = members;
    t.setNow(new Date(NOW.getTime() + MINUTE));
    expect((await h.post(a!, entries[0]!.id, 'cancel')).statusCode).toBe(200);

    const offered = await h.read(c!, entries[2]!.id);
    expect(offered.status).toBe('waitlisted');
    expect(offered.offer).toEqual({
      state: 'open',
      expiresAt: new Date(NOW.getTime() + 16 * MINUTE).toISOString(),
    });
    // Only the first in line: the other waits.
    expect((await h.read(d!, entries[3]!.id)).offer).toBeNull();
    expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 1, offeredLadies: 1 });
    // The venue's night list: the offer, its deadline, and the spots it holds.
    const list = (
      await t.app.inject({ url: `/api/admin/nights/${club.id}/${FRIDAY}`, headers: { cookie: admin.cookie } })
    ).json();
    expect(list.counts).toMatchObject({ waitlisted: { ladies: 2 }, offered: { ladies: 1, men: 0 } });
    expect(list.entries.find((e: { id: string }) => e.id === entries[2]!.id).offerExpiresAt).toBe(
      offered.offer!.expiresAt,
    );
    expect(list.entries.find((e: { id: string }) => e.id === entries[3]!.id).offerExpiresAt).toBeNull();

    // 15:16 UTC is 10:16 in New York: the deadline in the club's time.
    const [told] = await h.notificationsOf(c!);
    expect(told).toMatchObject({
      kind: 'guestlist-offered',
      title: 'A spot opened at Offer Club: claim by 10:16',
      link: `/passes/${entries[2]!.id}`,
    });
    const deliveries = await t.database.db
      .select({ channel: notificationDeliveries.channel, kind: notifications.kind })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, c!.id));
    expect(
      deliveries
        .filter((row) => row.kind === 'guestlist-offered')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    expect(textPriorityOf('guestlist-offered')).toBe('urgent');

    // The held spot is not free to a newcomer: they queue behind.
    const [late] = await createMembers(t.database.db, 1);
    expect((await h.join(late!, club.id)).status).toBe('waitlisted');
    const spots = await t.app.inject({ url: `/api/clubs/${club.id}/nights/${FRIDAY}` });
    if (spots.statusCode === 200) expect(spots.json().spotsLeft.female).toBe(0);
  });

  test('CLAIM confirms; repeating it answers the confirmed entry; another member’s entry is a 404', async () => {
    const { members, entries } = await h.fullNight(1, 2);
    const [a, b, c] = members;
    await h.post(a!, entries[0]!.id, 'cancel');
    expect((await h.post(c!, entries[1]!.id, 'claim-offer')).statusCode).toBe(404);
    expect((await h.post(c!, entries[2]!.id, 'claim-offer')).json()).toMatchObject({ code: 'no_offer' });

    const claimed = await h.post(b!, entries[1]!.id, 'claim-offer');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'confirmed', offer: { state: 'claimed' } });
    const again = await h.post(b!, entries[1]!.id, 'claim-offer');
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('confirmed');
    expect((await h.post(b!, entries[1]!.id, 'decline-offer')).json()).toMatchObject({
      code: 'offer_claimed',
    });
    expect((await h.read(c!, entries[2]!.id)).offer).toBeNull();
  });

  test('NOT TONIGHT cancels the entry and offers the spot to the next party', async () => {
    const { club, members, entries } = await h.fullNight(1, 2);
    const [a, b, c] = members;
    await h.post(a!, entries[0]!.id, 'cancel');
    const declined = await h.post(b!, entries[1]!.id, 'decline-offer');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'cancelled', offer: { state: 'declined' } });
    expect((await h.post(b!, entries[1]!.id, 'decline-offer')).statusCode).toBe(200);
    expect((await h.post(b!, entries[1]!.id, 'claim-offer')).json()).toMatchObject({
      code: 'offer_declined',
    });
    expect((await h.read(c!, entries[2]!.id)).offer?.state).toBe('open');
    expect(await h.nightRow(club.id)).toMatchObject({ confirmedLadies: 0, offeredLadies: 1 });
  });

  test('the deadline is exclusive: a claim a millisecond before it counts, one at it is refused', async () => {
    const { members, entries } = await h.fullNight(1, 3);
    const [a, b, c, d] = members;
    await h.post(a!, entries[0]!.id, 'cancel');
    const deadline = new Date((await h.read(b!, entries[1]!.id)).offer!.expiresAt);
    t.setNow(new Date(deadline.getTime() - 1));
    expect((await h.post(b!, entries[1]!.id, 'claim-offer')).json().status).toBe('confirmed');

    await h.post(b!, entries[1]!.id, 'cancel');
    const next = new Date((await h.read(c!, entries[2]!.id)).offer!.expiresAt);
    t.setNow(next);
    const late = await h.post(c!, entries[2]!.id, 'claim-offer');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('offer_lapsed');
    // The refused claim wrote the lapse and passed the spot on, once.
    expect(await h.read(c!, entries[2]!.id)).toMatchObject({
      status: 'cancelled',
      offer: { state: 'lapsed' },
    });
    expect((await h.read(d!, entries[3]!.id)).offer?.state).toBe('open');
    expect((await h.notificationsOf(c!)).filter((n) => n.kind === 'guestlist-offer-lapsed')).toHaveLength(1);
    expect((await h.post(c!, entries[2]!.id, 'claim-offer')).json().code).toBe('offer_lapsed');
    // Still coming after all: joining again puts the party at the back (behind the one now offered).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: c!.cookie },
      payload: { clubId: entries[2]!.club.id, date: FRIDAY, ladies: 1, men: 0 },
    });
    expect(again.json()).toMatchObject({
      id: entries[2]!.id,
      status: 'waitlisted',
      waitlistPosition: 2,
      offer: null,
    });
  });

  test('the lapse job, run by several at once, lapses each offer once and offers the next party once', async () => {
    const { club, members, entries } = await h.fullNight(2, 4);
    const [a, b, c, d, e, f] = members;
    await Promise.all([h.post(a!, entries[0]!.id, 'cancel'), h.post(b!, entries[1]!.id, 'cancel')]);
    const first = await h.read(c!, entries[2]!.id);
    t.setNow(new Date(first.offer!.expiresAt));
    await Promise.all([
      t.app.offerLapses.runOnce(),
      t.app.offerLapses.runOnce(),
      h.read(c!, entries[2]!.id),
      h.read(d!, entries[3]!.id),
      h.post(c!, entries[2]!.id, 'claim-offer'),
    ]);
    for (const [member, entry] of [
      [c!, entries[2]!],
      [d!, entries[3]!],
    ] as const) {
      expect((await h.read(member, entry.id)).offer?.state).toBe('lapsed');
      expect(
        (await h.notificationsOf(member)).filter((n) => n.kind === 'guestlist-offer-lapsed'),
      ).toHaveLength(1);
    }
    for (const [member, entry] of [
      [e!, entries[4]!],
      [f!, entries[5]!],
    ] as const) {
      expect((await h.read(member, entry.id)).offer?.state).toBe('open');
      expect((await h.notificationsOf(member)).filter((n) => n.kind === 'guestlist-offered')).toHaveLength(1);
    }
    expect(await h.nightRow(club.id)).toMatchObject({
      confirmedLadies: 0,
      offeredLadies: 2,
      waitlistedParties: 2,
    });
  });

  test('the next party, reading its own pass after the deadline, finds the offer passed on to it', async () => {
    const { members, entries } = await h.fullNight(1, 2);
    const [a, b, c] = members;
    await h.post(a!, entries[0]!.id, 'cancel');
    const deadline = new Date((await h.read(b!, entries[1]!.id)).offer!.expiresAt);
    t.setNow(deadline);
    const passes = await t.app.inject({ url: '/api/passes', headers: { cookie: c!.cookie } });
    const [pass] = passes.json().upcoming as { entry: GuestlistEntry }[];
    expect(pass!.entry.offer).toEqual({
      state: 'open',
      expiresAt: new Date(deadline.getTime() + 15 * MINUTE).toISOString(),
    });
    expect((await h.read(b!, entries[1]!.id)).offer?.state).toBe('lapsed');
  });

  test('a party that does not fit holds the queue; the spot waits for a bigger one to free', async () => {
    const club = await h.night(2);
    const [a, b, c] = await createMembers(t.database.db, 3);
    const first = await h.join(a!, club.id, 1);
    await h.join(b!, club.id, 1);
    const big = await h.join(c!, club.id, 2);
    await h.post(a!, first.id, 'cancel');
    // One spot free, the first in line needs two: nobody behind jumps it.
    expect((await h.read(c!, big.id)).offer).toBeNull();
    expect((await h.nightRow(club.id)).offeredLadies).toBe(0);
  });

  test('a capacity lowered while an offer is out: the offer stands and its claim is honoured', async () => {
    const { club, members, entries } = await h.fullNight(2, 1);
    await h.post(members[0]!, entries[0]!.id, 'cancel');
    const lowered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${club.id}/dates/${FRIDAY}`,
      headers: { cookie: admin.cookie },
      payload: { capacityFemale: 1, capacityMale: null },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await h.read(members[2]!, entries[2]!.id)).offer?.state).toBe('open');
    expect((await h.post(members[2]!, entries[2]!.id, 'claim-offer')).json().status).toBe('confirmed');
    expect(await h.nightRow(club.id)).toMatchObject({
      capacityFemale: 1,
      confirmedLadies: 2,
      offeredLadies: 0,
    });
  });

  test('a capacity raised offers the new spots', async () => {
    const { club, members, entries } = await h.fullNight(1, 2);
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${club.id}/dates/${FRIDAY}`,
      headers: { cookie: admin.cookie },
      payload: { capacityFemale: 3, capacityMale: null },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    for (const i of [1, 2]) expect((await h.read(members[i]!, entries[i]!.id)).offer?.state).toBe('open');
  });

  test('the deadline never passes the arrive-before time; after it nothing is offered', async () => {
    // The fixture's list closes at 23:00 New York time: 04:00 UTC the next morning.
    const closes = new Date('2026-11-28T04:00:00Z');
    const { club, members, entries } = await h.fullNight(1, 2);
    t.setNow(new Date(closes.getTime() - 5 * MINUTE));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/guestlist-entries/${entries[0]!.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await h.read(members[1]!, entries[1]!.id)).offer?.expiresAt).toBe(closes.toISOString());
    t.setNow(closes);
    await t.app.offerLapses.runOnce();
    expect((await h.read(members[1]!, entries[1]!.id)).offer?.state).toBe('lapsed');
    const [lapsed] = await h.notificationsOf(members[1]!);
    expect(lapsed).toMatchObject({ kind: 'guestlist-offer-lapsed' });
    expect(lapsed!.body).toContain('The list has closed for the night.');
    expect((await h.read(members[2]!, entries[2]!.id)).offer).toBeNull();
    expect((await h.nightRow(club.id)).offeredLadies).toBe(0);
  });

  test('the door’s scan of an offered pass says the spot is theirs to claim, and until when', async () => {
    const { club, members, entries } = await h.fullNight(1, 1);
    await h.post(members[0]!, entries[0]!.id, 'cancel');
    const door = doorApi(t, await createDoorStaff(t.database.db), { clubId: club.id, date: FRIDAY });
    const scanned = await door.checkIn({
      token: await passToken(t, members[1]!, 'guestlist', entries[1]!.id),
    });
    expect(scanned.json()).toMatchObject({
      verdict: 'waitlisted',
      detail: 'Spot offered: they can CLAIM it on their pass until 10:15, then scan again',
      admitted: null,
    });
    await h.post(members[1]!, entries[1]!.id, 'claim-offer');
    const again = await door.checkIn({ token: await passToken(t, members[1]!, 'guestlist', entries[1]!.id) });
    expect(again.json().verdict).toBe('valid');
  });

  test('a venue sets the mode and the minutes on its club; minutes outside 5 to 60 are refused by name', async () => {
    const club = await h.night(1);
    const { clubs } = (
      await t.app.inject({ url: '/api/admin/clubs', headers: { cookie: admin.cookie } })
    ).json() as { clubs: Record<string, unknown>[] };
    const { id, createdAt, updatedAt, image, promoterRates, ...input } = clubs.find((c) => c.id === club.id)!;
    expect(input).toMatchObject({ waitlistMode: 'offer', offerMinutes: 15 });
    const save = (changes: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/clubs/${id}`,
        headers: { cookie: admin.cookie },
        payload: { ...input, ...changes },
      });
    const refused = await save({ offerMinutes: 3, waitlistMode: 'later' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json().fields as { path: string }[]).map((f) => f.path).sort()).toEqual([
      'offerMinutes',
      'waitlistMode',
    ]);
    const saved = await save({ offerMinutes: 20, waitlistMode: 'immediate' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ waitlistMode: 'immediate', offerMinutes: 20 });
  });

  test('immediate mode confirms the next party at once, as before', async () => {
    const { members, entries } = await h.fullNight(1, 1, { waitlistMode: 'immediate' });
    await h.post(members[0]!, entries[0]!.id, 'cancel');
    expect(await h.read(members[1]!, entries[1]!.id)).toMatchObject({ status: 'confirmed', offer: null });
  });
});
