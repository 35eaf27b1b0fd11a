import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { parseSamples, sampleValue } from '../testing/metrics.ts';
import { databaseUrlFor } from '../testing/postgres-admin.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { waitFor } from '../testing/wait.ts';
import { type DatabaseHandle, openPostgres } from './client.ts';
import { rowsOf } from './raw-rows.ts';
import { isUnreachable, lsnValue } from './replica.ts';
import { guestlistEntries, users } from './schema.ts';

// A real streaming replica: `scripts/with-postgres.sh --replica` sets DATABASE_REPLICA_URL (CI's
// PostgreSQL pass does). Without one these tests cannot prove anything and are skipped.
const replicaServer = process.env.DATABASE_REPLICA_URL;
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';

test('WAL positions order as the WAL does', () => {
  expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
  expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
});

test('connection failures send the read to the primary; SQL errors do not', () => {
  expect(isUnreachable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
  expect(isUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isUnreachable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
  expect(isUnreachable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
});

describe.skipIf(!replicaServer)(
  'a streaming replica (skipped without DATABASE_REPLICA_URL: run under scripts/with-postgres.sh --replica)',
  () => {
    let copy: DatabaseHandle & { url?: string };
    let proxy: TcpProxy;
    /** The replica's copy of this file's database, straight (not through the proxy): pause, resume, positions. */
    let standby: pg.Client;
    let database: DatabaseHandle;
    let t: TestApp;
    let admin: Member;
    let clubId: string;
    /** The lag monitor's clock: moved by hand to make a paused replica "old". */
    let monitorNow = 1_000_000;

    /**
     * Returns once the replica has replayed everything the primary has written so far: a commit
     * that asks for remote_apply waits for the standby to apply it, and WAL is applied in order
     * (scripts/with-postgres.sh names the standby synchronous; other sessions do not wait for it).
     */
    const replayed = () =>
      copy.db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = remote_apply`);
        // A commit waits only if its transaction wrote WAL: a transactional message is the least write.
        await tx.execute(sql`select pg_logical_emit_message(true, 'nightlist-test', 'replayed')`);
      });
    const exportCsv = async () => {
      const answer = await t.app.inject({
        url: `/api/admin/export?clubId=${clubId}&from=${FRIDAY}&to=${FRIDAY}&format=csv`,
        headers: { cookie: admin.cookie },
      });
      expect(answer.statusCode).toBe(200);
      return answer.body;
    };
    const report = async () => {
      const answer = await t.app.inject({
        url: `/api/admin/reports?from=${FRIDAY}&to=${FRIDAY}&clubId=${clubId}`,
        headers: { cookie: admin.cookie },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    const metrics = async () => parseSamples((await t.app.inject('/metrics')).body);
    const join = async (lastName: string) => {
      const someone = await createMember(copy.db);
      await copy.db.update(users).set({ lastName }).where(eq(users.id, someone.id));
      await copy.db
        .insert(guestlistEntries)
        .values({ userId: someone.id, clubId, date: FRIDAY, ladies: 1, men: 0, status: 'confirmed' });
      return someone;
    };

    beforeAll(async () => {
      copy = await createTestDatabase();
      const name = new URL(copy.url!).pathname.slice(1);
      const replicaUrl = new URL(databaseUrlFor(replicaServer!, name));
      admin = await createAdmin(copy.db);
      clubId = (await insertClub(copy.db, { name: 'Replica Room' })).id;
      await join('Firstcomer');
      // The CREATE DATABASE and the rows above reach the standby by streaming.
      await replayed();
      standby = new pg.Client({ connectionString: replicaUrl.toString() });
      await standby.connect();
      proxy = await startTcpProxy({ host: replicaUrl.hostname, port: Number(replicaUrl.port || 5432) });
      replicaUrl.hostname = '127.0.0.1';
      replicaUrl.port = String(proxy.port);
      database = openPostgres(copy.url!, undefined, 4, {
        url: replicaUrl.toString(),
        maxLagSeconds: 5,
        pollMs: 0,
        now: () => monitorNow,
      });
      t = await createTestApp({ database, now: NOW });
      expect(await database.replica!.poll()).toEqual({ state: 'in-use', lagSeconds: 0 });
    });
    afterAll(async () => {
      await standby?.query('select pg_wal_replay_resume()').catch(() => {});
      await standby?.end().catch(() => {});
      await t?.close();
      await proxy?.close();
      await copy?.close();
    });

    test('reports and exports read the replica; what a person just changed is read on the primary', async () => {
      expect(await exportCsv()).toContain('Firstcomer');
      const before = await report();
      await standby.query('select pg_wal_replay_pause()');
      try {
        // On the primary only while the replica replays nothing (the monitor's clock stands still).
        const late = await join('Latecomer');
        expect(await database.replica!.poll()).toMatchObject({ state: 'in-use' });
        expect(await exportCsv()).not.toContain('Latecomer');
        expect(await report()).toEqual(before);
        // Her own list reads the primary: the entry she just made is there.
        const own = await t.app.inject({ url: '/api/guestlist-entries', headers: { cookie: late.cookie } });
        expect(own.statusCode).toBe(200);
        expect(own.body).toContain(clubId);
      } finally {
        await standby.query('select pg_wal_replay_resume()');
      }
      await replayed();
      expect(await exportCsv()).toContain('Latecomer');
      expect(await report()).not.toEqual(before);
    });

    test('an idle primary is no lag, however long ago its last transaction was', async () => {
      await replayed();
      monitorNow += 60_000;
      expect(await database.replica!.poll()).toEqual({ state: 'in-use', lagSeconds: 0 });
    });

    test('a replica further behind than the limit serves nothing until it catches up', async () => {
      await standby.query('select pg_wal_replay_pause()');
      try {
        await join('Whilepaused');
        expect(await database.replica!.poll()).toMatchObject({ state: 'in-use' });
        monitorNow += 6_000;
        expect(await database.replica!.poll()).toEqual({ state: 'lagging', lagSeconds: 6 });
        // No error, and the reader sees the primary's rows.
        expect(await exportCsv()).toContain('Whilepaused');
        const samples = await metrics();
        expect(sampleValue(samples, 'nightlist_db_replica_in_use')).toBe(0);
        expect(sampleValue(samples, 'nightlist_db_replica_up')).toBe(1);
        expect(sampleValue(samples, 'nightlist_db_replica_lag_seconds')).toBe(6);
        const ready = await t.app.inject('/api/health/ready');
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: 'ok', database: 'postgres', replica: 'lagging' });
      } finally {
        await standby.query('select pg_wal_replay_resume()');
      }
      await replayed();
      expect(await database.replica!.poll()).toEqual({ state: 'in-use', lagSeconds: 0 });
      expect(sampleValue(await metrics(), 'nightlist_db_replica_in_use')).toBe(1);
    });

    test('a replica that is gone sends reads to the primary without an error, and is used again once back', async () => {
      // A read under way on the replica when it goes: it sleeps there, not on the primary.
      const inFlight = database.readDb
        .execute(
          sql`select pg_is_in_recovery() as on_replica from pg_sleep(case when pg_is_in_recovery() then 60 else 0 end)`,
        )
        .then((result) => rowsOf<{ on_replica: boolean }>(result)); // then() sends it: Drizzle's queries are lazy
      await waitFor('the read to run on the replica', async () => {
        const { rows } = await standby.query(
          "select 1 from pg_stat_activity where query like '%pg_sleep(case%' and pid <> pg_backend_pid()",
        );
        return rows.length === 1;
      });
      await proxy.cut();
      // Its connection's loss is the read's error alone (it used to reach the process as an
      // unhandled 'error' event), and the primary answers it.
      expect(await inFlight).toEqual([{ on_replica: false }]);
      // The first read finds it gone and is answered by the primary.
      expect(await exportCsv()).toContain('Firstcomer');
      expect(database.replica!.status().state).toBe('down');
      expect(await database.replica!.poll()).toMatchObject({ state: 'down' });
      const book = await t.app.inject({
        url: `/api/admin/guest-book?clubId=${clubId}`,
        headers: { cookie: admin.cookie },
      });
      expect(book.statusCode).toBe(200);
      const samples = await metrics();
      expect(sampleValue(samples, 'nightlist_db_replica_in_use')).toBe(0);
      expect(sampleValue(samples, 'nightlist_db_replica_up')).toBe(0);
      const ready = await t.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'postgres', replica: 'down' });

      await proxy.restore();
      expect(await database.replica!.poll()).toEqual({ state: 'in-use', lagSeconds: 0 });
      expect(sampleValue(await metrics(), 'nightlist_db_replica_in_use')).toBe(1);
      // Back on the replica: a row it has not replayed is not in the export.
      await standby.query('select pg_wal_replay_pause()');
      try {
        await join('Afterthereturn');
        expect(await exportCsv()).not.toContain('Afterthereturn');
      } finally {
        await standby.query('select pg_wal_replay_resume()');
      }
    });
  },
);
