import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppNotification, GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

async function listWithCapacity(capacityFemale: number) {
  const club = await insertClub(t.database.db, { name: 'Tight Club', waitlistMode: 'immediate' });
  await t.database.db.insert(guestlistDates).values({ clubId: club.id, date: FRIDAY, capacityFemale });
  return club.id;
}

async function join(member: Member, clubId: string, ladies: number): Promise<GuestlistEntry> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie },
    payload: { clubId, date: FRIDAY, ladies, men: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const cancel = (member: Member, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guestlist-entries/${id}/cancel`,
    headers: { cookie: member.cookie, ...headers },
  });

const entry = async (member: Member, id: string) =>
  (await t.app.inject({ url: `/api/guestlist-entries/${id}`, headers: { cookie: member.cookie } })).json();

const notificationsOf = async (member: Member): Promise<AppNotification[]> =>
  (await t.app.inject({ url: '/api/notifications', headers: { cookie: member.cookie } })).json()
    .notifications;

describe('POST /api/guestlist-entries/:id/cancel', () => {
  test('cancels, promotes the next waitlisted party and tells them', async () => {
    const clubId = await listWithCapacity(2);
    const [a, b, c] = await createMembers(t.database.db, 3);
    const first = await join(a!, clubId, 2);
    const second = await join(b!, clubId, 2);
    const third = await join(c!, clubId, 1);
    expect([second.waitlistPosition, third.waitlistPosition]).toEqual([1, 2]);

    // Later than the joins, so "newest first" has one answer.
    const later = new Date(NOW.getTime() + 60_000);
    t.setNow(later);
    const cancelled = await cancel(a!, first.id);
    t.setNow(NOW);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: later.toISOString() });
    expect(cancelled.json().entryTerms[0]).toBe('Cancelled: this entry is no longer on the list.');

    expect(await entry(b!, second.id)).toMatchObject({ status: 'confirmed', waitlistPosition: null });
    // The list is full again: the party behind stays, now first in line.
    expect(await entry(c!, third.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    expect((await notificationsOf(b!))[0]).toMatchObject({
      kind: 'guestlist-promoted',
      title: "A spot opened: you're on the list at Tight Club",
      link: `/passes/${second.id}`,
    });
    expect((await notificationsOf(a!))[0]).toMatchObject({
      kind: 'guestlist-cancelled',
      title: 'Your guestlist entry at Tight Club is cancelled',
    });
    expect((await notificationsOf(c!)).map((n) => n.kind)).toEqual(['guestlist-waitlisted']);
  });

  test('promotes in strict queue order: a party that does not fit holds back smaller ones behind it', async () => {
    const clubId = await listWithCapacity(3);
    const [a, x, b, c] = await createMembers(t.database.db, 4);
    const pair = await join(a!, clubId, 2);
    const single = await join(x!, clubId, 1);
    const big = await join(b!, clubId, 3);
    const small = await join(c!, clubId, 1);
    expect([big.waitlistPosition, small.waitlistPosition]).toEqual([1, 2]);

    // One spot frees up: the party of 3 first in line does not fit, and the single behind it waits too.
    await cancel(x!, single.id);
    expect(await entry(b!, big.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await entry(c!, small.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    await cancel(a!, pair.id);
    expect(await entry(b!, big.id)).toMatchObject({ status: 'confirmed' });
    expect(await entry(c!, small.id)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  });

  test('cancelling twice answers the cancelled entry; an Idempotency-Key replays the first answer', async () => {
    const clubId = await listWithCapacity(10);
    const [a] = await createMembers(t.database.db, 1);
    const joined = await join(a!, clubId, 1);
    const headers = { 'idempotency-key': 'cancel-1' };
    const first = await cancel(a!, joined.id, headers);
    const retry = await cancel(a!, joined.id, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await cancel(a!, joined.id)).json().status).toBe('cancelled');
    expect((await notificationsOf(a!)).filter((n) => n.kind === 'guestlist-cancelled')).toHaveLength(1);
  });

  test('is refused once the list has closed for the night', async () => {
    const clubId = await listWithCapacity(10);
    const [a] = await createMembers(t.database.db, 1);
    const joined = await join(a!, clubId, 1);
    try {
      t.setNow(new Date(joined.cancellableUntil));
      const late = await cancel(a!, joined.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'cancel_too_late',
        message: 'This entry can no longer be cancelled: the guestlist has closed for the night.',
      });
    } finally {
      t.setNow(NOW);
    }
    expect((await entry(a!, joined.id)).status).toBe('confirmed');
  });
});
