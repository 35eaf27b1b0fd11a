import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createMember, type Member } from '../testing/members.ts';
import { SseClient } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { STREAM_MESSAGES } from './stream-slots.ts';

// The outside probe held 1,400 open /api/live streams from one IP address.
const PER_IP = 4;
const PER_SESSION = 2;
let t: TestApp;
let baseUrl: string;
let member: Member;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // TRUST_PROXY=1 lets each test be its own client address through X-Forwarded-For.
    env: {
      TRUST_PROXY: '1',
      LIVE_STREAMS_PER_IP: String(PER_IP),
      LIVE_STREAMS_PER_SESSION: String(PER_SESSION),
    },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  member = await createMember(t.database.db);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

async function open(headers: Record<string, string>): Promise<SseClient> {
  const client = await SseClient.connect(`${baseUrl}/api/live`, headers);
  clients.push(client);
  return client;
}

async function refused(headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/live`, { headers });
  expect(response.status).toBe(429);
  return (await response.json()) as { code: string; message: string };
}

describe('open live streams are capped', () => {
  test(`per client address: ${PER_IP} streams, then 429 until one closes`, async () => {
    const streams = [];
    for (let i = 0; i < PER_IP; i++) streams.push(await open(from('203.0.113.10')));
    expect(await refused(from('203.0.113.10'))).toEqual(
      expect.objectContaining({ code: 'too_many_streams', message: STREAM_MESSAGES.perIp(PER_IP) }),
    );
    // Another address on the same server is not affected.
    await open(from('203.0.113.11'));

    streams[0]!.close();
    // The slot comes back once the server has seen the client go; it returns as soon as it has, and
    // only a slot that is never released runs into the bound.
    await vi.waitFor(
      async () => {
        const response = await fetch(`${baseUrl}/api/live`, { headers: from('203.0.113.10') });
        await response.body?.cancel();
        expect(response.status).toBe(200);
      },
      { timeout: 15_000, interval: 50 },
    );
  });

  test('an IPv6 client cannot take a new address from its /64 for every stream', async () => {
    for (let i = 1; i <= PER_IP; i++) await open(from(`2001:db8:5:6::${i}`));
    await refused(from('2001:db8:5:6::ffff'));
  });

  test(`per session: ${PER_SESSION} tabs, then 429 naming the tabs`, async () => {
    const signedIn = (ip: string) => from(ip, { cookie: member.cookie });
    await open(signedIn('203.0.113.20'));
    await open(signedIn('203.0.113.21'));
    expect((await refused(signedIn('203.0.113.22'))).message).toBe(STREAM_MESSAGES.perSession(PER_SESSION));
    // The refusal took no address slot: that address can still open streams.
    for (let i = 0; i < PER_IP; i++) await open(from('203.0.113.22'));
  });
});
