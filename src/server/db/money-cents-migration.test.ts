// Migration 0021 turns every stored dollar amount into integer cents: exactly, on both engines.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { databaseUrlFor, withAdminConnection } from '../testing/postgres-admin.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { rowsOf } from './raw-rows.ts';

const BEFORE = '0020_cashback_corrections';

/** A copy of the migrations folder whose journal stops at `tag`. */
async function migrationsUpTo(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-migrations-'));
  await fs.cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database of the engine under test (DATABASE_URL: a new PostgreSQL database). */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPglite(undefined);
  const name = `nightlist_migration_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminConnection(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = openPostgres(databaseUrlFor(serverUrl, name), undefined, 2);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminConnection(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

const USER = '00000000-0000-4000-8000-000000000001';
const CLUB = '00000000-0000-4000-8000-000000000002';
const PLAIN_CLUB = '00000000-0000-4000-8000-000000000003';
const R = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

let database: DatabaseHandle;
let folder: string;
beforeAll(async () => {
  database = await emptyDatabase();
  folder = await migrationsUpTo(BEFORE);
  await database.migrate(folder);
  // Awkward dollar figures, as 0020 stored them.
  await database.exec(`
    INSERT INTO users (id, phone_number) VALUES ('${USER}', '+12125550100');
    INSERT INTO clubs (id, name, time_zone, guestlist_options, table_types, promoter_rates) VALUES ('${CLUB}', 'Club',
      'America/New_York', '{}',
      '[{"id":"booth","name":"Booth","minimumSpend":500,"maxGuests":6,"description":""},
        {"id":"bar","name":"Bar","minimumSpend":0,"maxGuests":4,"description":"x"}]',
      '{"lady":7.5,"man":0.01,"bonusAfter":20,"bonus":1234.56}');
    INSERT INTO clubs (id, name, time_zone, guestlist_options) VALUES ('${PLAIN_CLUB}', 'Plain',
      'America/New_York', '{}');
    INSERT INTO reservations (id, user_id, club_id, date, party_size, arrival_time, status,
        cashback_percent, minimum_spend, amount_spent, table_type) VALUES
      ('${R(1)}', '${USER}', '${CLUB}', '2026-11-23', 4, '23:00', 'completed', 15, 500, 0.01,
        '{"id":"booth","name":"Booth","minimumSpend":500,"maxGuests":6,"description":""}'),
      ('${R(2)}', '${USER}', '${CLUB}', '2026-11-23', 4, '23:00', 'completed', 15, 1500, 1234.56, null),
      ('${R(3)}', '${USER}', '${CLUB}', '2026-11-23', 2, '23:00', 'requested', 10, null, null, null),
      ('${R(4)}', '${USER}', '${CLUB}', '2026-11-23', 2, '23:00', 'completed', 12.5, 0, 9999999.99, null);
    INSERT INTO cashback_credits (user_id, reservation_id, kind, spend, percent, amount, created_at) VALUES
      ('${USER}', '${R(1)}', 'earned', 0.07, 15, 0.01, '2026-11-24T05:00:00Z'),
      ('${USER}', '${R(2)}', 'earned', 1234.56, 15, 185.18, '2026-11-24T05:01:00Z'),
      ('${USER}', '${R(3)}', 'spent', null, null, -10.01, '2026-11-24T05:02:00Z'),
      ('${USER}', '${R(3)}', 'returned', null, null, 10.01, '2026-11-24T05:03:00Z'),
      ('${USER}', '${R(2)}', 'corrected', 1234.55, 15, -0.01, '2026-11-24T05:04:00Z'),
      ('${USER}', '${R(4)}', 'earned', 9999999.99, 12.5, 1250000.00, '2026-11-24T05:05:00Z');
  `);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

async function query<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(sql.raw(text)));
}

test('reservations keep their spend and minimum to the cent, nulls as nulls', async () => {
  const rows = await query<{
    id: string;
    minimum_spend_cents: number | null;
    amount_spent_cents: number | null;
  }>('SELECT id, minimum_spend_cents, amount_spent_cents FROM reservations ORDER BY id');
  expect(rows).toEqual([
    { id: R(1), minimum_spend_cents: 50_000, amount_spent_cents: 1 },
    { id: R(2), minimum_spend_cents: 150_000, amount_spent_cents: 123_456 },
    { id: R(3), minimum_spend_cents: null, amount_spent_cents: null },
    { id: R(4), minimum_spend_cents: 0, amount_spent_cents: 999_999_999 },
  ]);
  const columns = await query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_name IN ('reservations', 'cashback_credits')
        AND (column_name LIKE '%spen%' OR column_name LIKE 'amount%') ORDER BY column_name`,
  );
  expect(columns).toEqual([
    { column_name: 'amount_cents', data_type: 'integer' },
    { column_name: 'amount_spent_cents', data_type: 'integer' },
    { column_name: 'minimum_spend_cents', data_type: 'integer' },
    { column_name: 'spend_cents', data_type: 'integer' },
  ]);
});

test('the ledger keeps every row, signed, in cents, and the balance is the same', async () => {
  const rows = await query<{
    kind: string;
    spend_cents: number | null;
    percent: string | null;
    amount_cents: number;
  }>('SELECT kind, spend_cents, percent::text, amount_cents FROM cashback_credits ORDER BY created_at');
  expect(rows).toEqual([
    { kind: 'earned', spend_cents: 7, percent: '15.00', amount_cents: 1 },
    { kind: 'earned', spend_cents: 123_456, percent: '15.00', amount_cents: 18_518 },
    { kind: 'spent', spend_cents: null, percent: null, amount_cents: -1001 },
    { kind: 'returned', spend_cents: null, percent: null, amount_cents: 1001 },
    { kind: 'corrected', spend_cents: 123_455, percent: '15.00', amount_cents: -1 },
    { kind: 'earned', spend_cents: 999_999_999, percent: '12.50', amount_cents: 125_000_000 },
  ]);
  const [balance] = await query<{ cents: string }>(
    'SELECT sum(amount_cents)::text AS cents FROM cashback_credits',
  );
  expect(balance?.cents).toBe('125018518');
});

test('table types, the club list and the reservation snapshot, hold their minimum in cents', async () => {
  const [club] = await query<{ table_types: unknown }>(`SELECT table_types FROM clubs WHERE id = '${CLUB}'`);
  expect(club?.table_types).toEqual([
    { id: 'booth', name: 'Booth', minimumSpendCents: 50_000, maxGuests: 6, description: '' },
    { id: 'bar', name: 'Bar', minimumSpendCents: 0, maxGuests: 4, description: 'x' },
  ]);
  const snapshots = await query<{ table_type: unknown }>('SELECT table_type FROM reservations ORDER BY id');
  expect(snapshots.map((row) => row.table_type)).toEqual([
    { id: 'booth', name: 'Booth', minimumSpendCents: 50_000, maxGuests: 6, description: '' },
    null,
    null,
    null,
  ]);
});

test('promoter pay, set or left at the default, is held in cents', async () => {
  const rows = await query<{ id: string; promoter_rates: unknown }>(
    'SELECT id, promoter_rates FROM clubs ORDER BY id',
  );
  expect(rows).toEqual([
    { id: CLUB, promoter_rates: { ladyCents: 750, manCents: 1, bonusAfter: 20, bonusCents: 123_456 } },
    { id: PLAIN_CLUB, promoter_rates: { ladyCents: 0, manCents: 0, bonusAfter: null, bonusCents: 0 } },
  ]);
  // A club created after the migration starts with the cents default.
  await database.exec(`INSERT INTO clubs (name, time_zone, guestlist_options) VALUES ('New', 'UTC', '{}')`);
  const [fresh] = await query<{ promoter_rates: unknown }>(
    "SELECT promoter_rates FROM clubs WHERE name = 'New'",
  );
  expect(fresh?.promoter_rates).toEqual({ ladyCents: 0, manCents: 0, bonusAfter: null, bonusCents: 0 });
});

test('the ledger stays append-only and never overdrawn, now counted in cents', async () => {
  await expect(database.exec('UPDATE cashback_credits SET amount_cents = 0')).rejects.toThrow(/append-only/);
  await expect(
    database.exec(`INSERT INTO cashback_credits (user_id, reservation_id, kind, amount_cents)
      VALUES ('${USER}', '${R(1)}', 'spent', -125018519)`),
  ).rejects.toThrow(/cashback balance 125018518 cents cannot pay 125018519 cents/);
  await expect(
    database.exec(`INSERT INTO cashback_credits (user_id, reservation_id, kind, amount_cents)
      VALUES ('${USER}', '${R(3)}', 'earned', 5)`),
  ).rejects.toThrow(/cashback_credits_kind_check/);
  await database.exec(`INSERT INTO cashback_credits (user_id, reservation_id, kind, amount_cents)
    VALUES ('${USER}', '${R(1)}', 'spent', -125018518)`);
  const [balance] = await query<{ cents: string }>(
    'SELECT sum(amount_cents)::text AS cents FROM cashback_credits',
  );
  expect(balance?.cents).toBe('0');
});
