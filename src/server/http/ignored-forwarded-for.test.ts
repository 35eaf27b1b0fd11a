import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { captureLogs, type LogCapture } from '../testing/log-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// An operator behind a CDN or a proxy TRUST_PROXY does not name sees whole venues share one per-IP
// limit; the log says why, once a minute at most, without writing down anyone's address.
const NOW = new Date('2026-11-27T22:00:00Z');
const SECOND = 1_000;
const CLIENTS = '198.51.100.23, 203.0.113.44';

interface Setup {
  t: TestApp;
  logs: LogCapture;
}

async function setUp(trustProxy: string): Promise<Setup> {
  const logs = captureLogs();
  const t = await createTestApp({ now: NOW, env: { TRUST_PROXY: trustProxy }, logger: logs.logger });
  return { t, logs };
}

const warnings = ({ logs }: Setup) =>
  logs.entries().filter((entry) => entry.level === 40 && entry.msg.includes('X-Forwarded-For'));

async function ask({ t }: Setup, remoteAddress: string, forwardedFor: string | null = CLIENTS) {
  const headers = forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor };
  const response = await t.app.inject({ url: '/api/auth/session', remoteAddress, headers });
  expect(response.statusCode).toBe(200);
}

/** The request log lines name the client as usual; the warning never does. */
function expectNoClientAddress(setup: Setup, ...others: string[]) {
  const written = JSON.stringify(warnings(setup));
  for (const address of [...CLIENTS.split(', '), ...others]) expect(written).not.toContain(address);
}

describe('TRUST_PROXY=off', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp('off');
  });
  afterAll(() => s?.t.close());

  test('requests without X-Forwarded-For log nothing', async () => {
    await ask(s, '10.0.0.7', null);
    expect(warnings(s)).toEqual([]);
  });

  test('a proxy’s X-Forwarded-For is ignored: says so once a minute at most, naming the proxy', async () => {
    await ask(s, '10.0.0.7');
    await ask(s, '10.0.0.8');
    s.t.setNow(new Date(NOW.getTime() + 59 * SECOND));
    await ask(s, '10.0.0.7');
    expect(warnings(s)).toEqual([
      expect.objectContaining({
        trustProxy: 'off',
        peer: '10.0.0.7',
        msg: 'Requests from 10.0.0.7 carry X-Forwarded-For that is ignored (TRUST_PROXY=off): every client behind that proxy shares one address for the per-IP limits; if it is your proxy, set TRUST_PROXY to its addresses or CIDRs',
      }),
    ]);
    s.t.setNow(new Date(NOW.getTime() + 60 * SECOND));
    await ask(s, '10.0.0.8');
    await ask(s, '10.0.0.8');
    expect(warnings(s).map((entry) => entry.peer)).toEqual(['10.0.0.7', '10.0.0.8']);
    expectNoClientAddress(s);
  });
});

describe('TRUST_PROXY=1 (a hop count)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp('1');
  });
  afterAll(() => s?.t.close());

  test('from a private peer the header is believed: no warning', async () => {
    await ask(s, '10.0.0.7');
    await ask(s, '::ffff:192.168.0.3');
    await ask(s, '127.0.0.1');
    expect(warnings(s)).toEqual([]);
  });

  test('from a public peer it is ignored, and the log names only the kind of address', async () => {
    await ask(s, '192.0.2.77');
    await ask(s, '192.0.2.78');
    expect(warnings(s)).toEqual([
      expect.objectContaining({
        trustProxy: '1',
        peer: 'a public address',
        msg: 'Requests from a public address carry X-Forwarded-For that is ignored (TRUST_PROXY=1 believes it only from a loopback or private address): every client behind that proxy shares one address for the per-IP limits; if your proxy connects from a public address (a CDN), set TRUST_PROXY to its addresses or CIDRs',
      }),
    ]);
    expectNoClientAddress(s, '192.0.2.77', '192.0.2.78');
  });
});

describe('TRUST_PROXY as a list of addresses', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp('10.0.0.5, 10.1.0.0/16');
  });
  afterAll(() => s?.t.close());

  test('a listed proxy is believed; another one is named with the setting', async () => {
    await ask(s, '10.0.0.5');
    await ask(s, '10.1.2.3');
    expect(warnings(s)).toEqual([]);
    await ask(s, '10.0.0.9');
    expect(warnings(s)).toEqual([
      expect.objectContaining({
        trustProxy: '10.0.0.5,10.1.0.0/16',
        peer: '10.0.0.9',
        msg: 'Requests from 10.0.0.9 carry X-Forwarded-For that is ignored (TRUST_PROXY=10.0.0.5,10.1.0.0/16 does not list that address): every client behind that proxy shares one address for the per-IP limits; if it is your proxy, add its addresses or CIDRs to TRUST_PROXY',
      }),
    ]);
    expectNoClientAddress(s);
  });
});
