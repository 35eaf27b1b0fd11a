import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHECK_TOO_EASY_MESSAGE } from '../../shared/auth-messages.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { type CallApi, fetchCaller, latestCodeFor, solvedChallenge } from '../testing/sign-in.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: the sign-in
 * limits are counted in the database, so a client alternating between them gains nothing. Both
 * run without AUTH_SECRET and share the secret the first one stored.
 */
describe.skipIf(!process.env.DATABASE_URL)('sign-in limits across server processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const processes: ServerProcess[] = [];
  let urls: [string, string];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) throw new Error('createTestDatabase did not return a PostgreSQL URL');
    // TRUST_PROXY lets each test act as its own client address through X-Forwarded-For.
    const env = { DATABASE_URL: database.url, ALTCHA_MAX_NUMBER: '100', TRUST_PROXY: '1' };
    processes.push(startServerProcess(env), startServerProcess(env));
    urls = (await Promise.all(processes.map((p) => p.listening))) as [string, string];
  }, 60_000);

  afterAll(async () => {
    const exits = await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    expect(exits).toEqual(processes.map(() => ({ code: 0, signal: null })));
  }, 60_000);

  /** One caller per process, both from the same client address. */
  function clients(ip: string): [CallApi, CallApi] {
    const headers = { 'x-forwarded-for': ip };
    return [fetchCaller(urls[0], headers), fetchCaller(urls[1], headers)];
  }

  async function send(call: CallApi, phoneNumber: string, altcha?: string) {
    const response = await call('POST', '/api/auth/send-code', {
      body: { phoneNumber, altcha: altcha ?? (await solvedChallenge(call)) },
    });
    return {
      status: response.status,
      body: response.json() as { code?: string; message?: string; verificationId?: string },
    };
  }

  test('a code sent through one process signs in through the other', async () => {
    const [a, b] = clients('10.1.0.1');
    const sent = await send(a, '+12125550181');
    expect(sent.status).toBe(200);
    const { verificationId } = sent.body as { verificationId: string };
    const code = await latestCodeFor(b, '+12125550181');
    const verified = await b('POST', '/api/auth/verify-code', {
      body: { phoneNumber: '+12125550181', verificationId, code },
    });
    expect(verified.status).toBe(200);
  });

  test('3 codes to a number in 10 minutes at the usual check, however the requests are spread over the processes', async () => {
    const [a, b] = clients('10.1.0.2');
    expect((await send(a, '+12125550182')).status).toBe(200);
    expect((await send(b, '+12125550182')).status).toBe(200);
    expect((await send(a, '+12125550182')).status).toBe(200);
    for (const call of [b, a]) {
      expect(await send(call, '+12125550182')).toEqual({
        status: 428,
        body: expect.objectContaining({ code: 'captcha-too-easy', message: CHECK_TOO_EASY_MESSAGE }),
      });
    }
    // The harder check the other process asks for is good at this one.
    expect((await send(a, '+12125550182', await solvedChallenge(b, '+12125550182'))).status).toBe(200);
  });

  test('concurrent sends for one number through both processes: exactly 3 go out at the usual check', async () => {
    const [a, b] = clients('10.1.0.3');
    const callers = Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a));
    const solved = await Promise.all(callers.map((call) => solvedChallenge(call)));
    const results = await Promise.all(callers.map((call, i) => send(call, '+12125550183', solved[i])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 428)).toHaveLength(7);
    const { messages } = (await a('GET', '/api/dev/sms')).json() as { messages: { recipient: string }[] };
    expect(messages.filter((m) => m.recipient === '+12125550183')).toHaveLength(3);
  });

  test('30 codes per IP address per hour across both processes, even when sent concurrently', async () => {
    const [a, b] = clients('10.1.0.4');
    const callers = Array.from({ length: 36 }, (_, i) => (i % 2 ? b : a));
    const solved = await Promise.all(callers.map((call) => solvedChallenge(call)));
    const results = await Promise.all(
      callers.map((call, i) => send(call, `+1212555${String(2000 + i)}`, solved[i])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.body.code).toBe('too-many-requests');
    // Another address still gets its code.
    expect((await send(clients('10.1.0.5')[1], '+12125550185')).status).toBe(200);
  });
});
