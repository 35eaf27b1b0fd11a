import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
});
afterAll(() => t.close());

test('smoke', async () => {
  const club = await insertClub(t.database.db);
  await openGuestlistDates(t.database.db, club.id, ['2026-11-26']);
  await new Promise((r) => setTimeout(r, 50));
  const res = await t.app.inject('/api/clubs?date=2026-11-26');
  expect(res.statusCode).toBe(200);
  expect(res.json().clubs).toHaveLength(1);
});
