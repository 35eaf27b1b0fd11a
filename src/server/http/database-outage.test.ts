import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { createMember, type Member } from '../testing/members.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { waitFor } from '../testing/wait.ts';
import { UNAVAILABLE_MESSAGE } from './errors.ts';

// While the database is unreachable every request used to answer 500 "Something went wrong on our
// side", /api/health answered 500, and the log filled with the failed queries' parameters.
const postgres = Boolean(process.env.DATABASE_URL);
const PERSONAL = {
  firstName: 'Ximena',
  lastName: 'Quartermaine',
  email: 'ximena.q@example.com',
  instagram: 'xq',
};

const { logger, text: logs } = captureLogs();

async function expectUnavailable(t: TestApp, member: Member) {
  const entries = await t.app.inject({ url: '/api/guestlist-entries', headers: { cookie: member.cookie } });
  expect(entries.statusCode).toBe(503);
  expect(entries.headers['retry-after']).toBe('5');
  expect(entries.json()).toMatchObject({ code: 'service_unavailable', message: UNAVAILABLE_MESSAGE });
  const save = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: member.cookie },
    payload: { mode: 'sign-up', ...PERSONAL },
  });
  expect(save.statusCode).toBe(503);
  const ready = await t.app.inject('/api/health/ready');
  expect(ready.statusCode).toBe(503);
  expect(ready.json().status).toBe('unavailable');
  expect((await t.app.inject('/api/health')).statusCode).toBe(503);
  expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
}

function expectNothingPersonalLogged() {
  expect(logs()).toContain('Database unreachable');
  for (const value of Object.values(PERSONAL)) expect(logs()).not.toContain(value);
  expect(logs()).not.toMatch(/params/);
}

describe.skipIf(!postgres)('PostgreSQL goes away and comes back', () => {
  let proxy: TcpProxy;
  let copy: DatabaseHandle & { url?: string };
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    copy = await createTestDatabase();
    const url = new URL(copy.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    t = await createTestApp({ database: openPostgres(url.toString(), logger), logger });
    member = await createMember(t.database.db);
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await t?.close();
    await proxy?.close();
    await copy?.close();
  });

  test('503 with Retry-After, readiness fails, liveness holds, and the log keeps no personal data', async () => {
    expect((await t.app.inject('/api/health/ready')).json()).toEqual({ status: 'ok', database: 'postgres' });
    await proxy.cut();
    await expectUnavailable(t, member);
    expectNothingPersonalLogged();
  });

  test('once the database is back, requests are served again without a restart', async () => {
    await proxy.restore();
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
    const entries = await t.app.inject({ url: '/api/guestlist-entries', headers: { cookie: member.cookie } });
    expect(entries.statusCode).toBe(200);
  });

  test('a transaction under way when the connection drops fails alone: the process and the pool carry on', async () => {
    // A lent connection that lost its server used to emit an 'error' nobody listened to: an
    // uncaught exception that ended the process with every request it held.
    const inFlight = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 'outage-probe', pg_sleep(60)`);
      })
      .then(
        () => 'committed',
        () => 'failed', // Drizzle's rollback is what fails last: the connection is gone
      );
    await waitFor('the transaction to be under way', async () => {
      const running = rowsOf(
        await copy.db.execute(
          sql`select 1 from pg_stat_activity where query like '%''outage-probe''%' and pid <> pg_backend_pid()`,
        ),
      );
      return running.length === 1;
    });
    await proxy.cut();
    expect(await inFlight).toBe('failed');
    await proxy.restore();
    const entries = await t.app.inject({ url: '/api/guestlist-entries', headers: { cookie: member.cookie } });
    expect(entries.statusCode).toBe(200);
  });
});

describe.skipIf(postgres)('the embedded database stops', () => {
  test('503 with Retry-After, readiness fails, liveness holds, and the log keeps no personal data', async () => {
    const t = await createTestApp({ logger });
    try {
      const member = await createMember(t.database.db);
      // Closing with the live listener subscribed throws as it unsubscribes; closed is closed.
      await t.database.close().catch(() => {});
      await expectUnavailable(t, member);
      expectNothingPersonalLogged();
    } finally {
      await t.app.close();
    }
  });
});

describe('shutting down', () => {
  test('readiness fails as soon as the server is told to stop, before it closes', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
      t.app.markShuttingDown();
      const ready = await t.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('draining');
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
