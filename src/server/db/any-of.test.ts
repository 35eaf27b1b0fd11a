import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertClub } from '../testing/fixtures.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { anyOf } from './any-of.ts';
import type { DatabaseHandle } from './client.ts';
import { clubs } from './schema.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

test('matches a list of 100,000 ids as one parameter (past the 65,535-parameter limit)', async () => {
  const club = await insertClub(database.db, { name: 'Needle' });
  const ids: string[] = Array.from({ length: 100_000 }, () => crypto.randomUUID());
  ids[54_321] = club.id;
  const rows = await database.db.select({ id: clubs.id }).from(clubs).where(anyOf(clubs.id, ids));
  expect(rows).toEqual([{ id: club.id }]);
});

test('text lists, and the empty list matches nothing', async () => {
  await insertClub(database.db, { name: 'Quote\'s "Club"' });
  const names = ['Quote\'s "Club"', 'a,b', '{braces}'];
  const rows = await database.db
    .select({ name: clubs.name })
    .from(clubs)
    .where(anyOf(clubs.name, names, 'text'));
  expect(rows).toEqual([{ name: 'Quote\'s "Club"' }]);
  expect(await database.db.select().from(clubs).where(anyOf(clubs.id, []))).toEqual([]);
});
