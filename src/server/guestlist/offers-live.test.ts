import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createMembers, type Member } from '../testing/members.ts';
import { SseClient } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember } from '../testing/venues.ts';

// An offer reaches, live, the member it is for and the staff of its club: nobody else.
const NOW = new Date('2026-11-27T15:00:00Z');
const NIGHT = '2026-11-27';
let t: TestApp;
let baseUrl: string;
const streams: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
});

async function stream(member: Member): Promise<SseClient> {
  const client = await SseClient.connect(`${baseUrl}/api/live`, { cookie: member.cookie });
  streams.push(client);
  return client;
}

async function join(member: Member, clubId: string): Promise<GuestlistEntry> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie },
    payload: { clubId, date: NIGHT, ladies: 1, men: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('offers, live', () => {
  test('the offered member and the club’s staff hear of it; another member and another club’s staff do not', async () => {
    const db = t.database.db;
    const clubA = (await insertClub(db, { name: 'Alpha Offers' })).id;
    const clubB = (await insertClub(db, { name: 'Bravo Offers' })).id;
    await db.insert(guestlistDates).values([
      { clubId: clubA, date: NIGHT, capacityFemale: 1 },
      { clubId: clubB, date: NIGHT, capacityFemale: 1 },
    ]);
    const [holder, waiting, bystander] = await createMembers(db, 3);
    const held = await join(holder!, clubA);
    const mine = await join(waiting!, clubA);
    const doorA = await createTeamMember(db, 'door', { clubId: clubA });
    const doorB = await createTeamMember(db, 'door', { clubId: clubB });
    const toWaiting = await stream(waiting!);
    const toBystander = await stream(bystander!);
    const toDoorA = await stream(doorA);
    const toDoorB = await stream(doorB);
    const seen = [toWaiting, toBystander, toDoorA, toDoorB].map((s) => s.messages.length);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/guestlist-entries/${held.id}/cancel`,
      headers: { cookie: holder!.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    await toWaiting.waitForEvent('me', { kind: 'guestlist-entry' }, { since: seen[0] });
    await toWaiting.waitForEvent('me', { kind: 'notification' }, { since: seen[0] });
    await toDoorA.waitForEvent('night', { clubId: clubA, date: NIGHT }, { since: seen[2] });
    const offered = await t.app.inject({
      url: `/api/guestlist-entries/${mine.id}`,
      headers: { cookie: waiting!.cookie },
    });
    expect(offered.json().offer.state).toBe('open');

    // Events arrive in order: a change of their own, made after, comes after anything of the offer's.
    await join(bystander!, clubB);
    await toBystander.waitForEvent('me', { kind: 'guestlist-entry' }, { since: seen[1] });
    await toDoorB.waitForEvent('night', { clubId: clubB }, { since: seen[3] });
    await db.execute(sql`select pg_notify('live', ${JSON.stringify({ topic: 'settings' })})`);
    await toBystander.waitForEvent('settings', {}, { since: seen[1] });
    const eventsOf = (client: SseClient, since: number) =>
      client.messages.slice(since).map((m) => ({ event: m.event, ...JSON.parse(m.data || '{}') }));
    // The bystander's stream carries only their own join's events; door B's only club B's night.
    // Their join wrote one entry and one notification; the offer's two would double that.
    expect(
      eventsOf(toBystander, seen[1]!)
        .filter((m) => m.event === 'me')
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['guestlist-entry', 'notification']);
    expect(eventsOf(toBystander, seen[1]!).filter((m) => m.event === 'night')).toEqual([]);
    expect(eventsOf(toDoorB, seen[3]!).filter((m) => m.event === 'night' && m.clubId !== clubB)).toEqual([]);
  });
});
