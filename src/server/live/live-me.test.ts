import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createMembers, type Member } from '../testing/members.ts';
import { SseClient } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let baseUrl: string;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

async function subscribe(member?: Member): Promise<SseClient> {
  const client = await SseClient.connect(`${baseUrl}/api/live`, member ? { cookie: member.cookie } : {});
  clients.push(client);
  return client;
}

describe('GET /api/live member events', () => {
  test("a member's own changes reach only that member's streams", async () => {
    const db = t.database.db;
    const [alice, bob] = (await createMembers(db, 2)) as [Member, Member];
    const [aliceTab, aliceOtherTab, bobTab, anonymous] = [
      await subscribe(alice),
      await subscribe(alice),
      await subscribe(bob),
      await subscribe(),
    ];
    const club = await insertClub(db, { name: 'Live Guestlist Club' });
    await openGuestlistDates(db, club.id, ['2026-11-27']);

    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: alice.cookie },
      payload: { clubId: club.id, date: '2026-11-27', ladies: 1, men: 0 },
    });
    expect(joined.statusCode).toBe(201);
    for (const tab of [aliceTab, aliceOtherTab]) {
      expect(await tab.waitForEvent('me', { kind: 'guestlist-entry' })).toEqual({
        topic: 'me',
        userId: alice.id,
        kind: 'guestlist-entry',
      });
      await tab.waitForEvent('me', { kind: 'notification' });
    }

    // A public event sent after Alice's: once the others have it, they would have had hers too.
    const marker = await insertClub(db, { name: 'Marker' });
    for (const tab of [bobTab, anonymous]) await tab.waitForEvent('clubs', { clubId: marker.id });
    for (const tab of [bobTab, anonymous]) expect(tab.messages.filter((m) => m.event === 'me')).toEqual([]);
  });

  test('a new reservation reaches the member’s streams as kind "reservation"', async () => {
    const db = t.database.db;
    const [carol] = (await createMembers(db, 1)) as [Member];
    const tab = await subscribe(carol);
    const club = await insertClub(db, { name: 'Live Tables', reservationsEnabled: true });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { cookie: carol.cookie },
      payload: { clubId: club.id, date: '2026-11-27', partySize: 2, arrivalTime: '23:00' },
    });
    expect(booked.statusCode).toBe(201);
    expect(await tab.waitForEvent('me', { kind: 'reservation' })).toEqual({
      topic: 'me',
      userId: carol.id,
      kind: 'reservation',
    });
  });
});
