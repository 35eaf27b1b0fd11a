import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember } from '../testing/members.ts';
import { arrivalOf, atTime, BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOW = new Date('2026-11-26T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

test('members see and change only their own reservations and cashback: another’s id is a 404', async () => {
  const club = await insertClub(t.database.db, {
    reservationsEnabled: true,
    reservationCashback: 5,
    tableTypes: [BOOTH],
  });
  const api = reservationApi(t, { clubId: club.id, date: '2026-11-27' });
  const [owner, other, admin] = [
    await createMember(t.database.db),
    await createMember(t.database.db),
    await createAdmin(t.database.db),
  ];
  const { id } = (await api.create(owner)).json();
  await api.setStatus(admin, id, { status: 'confirmed' });
  await atTime(t, arrivalOf('2026-11-27'), NOW, () =>
    api.setStatus(admin, id, { status: 'completed', amountSpent: 200 }),
  );

  const read = await api.get(other, `/api/reservations/${id}`);
  expect(read.statusCode).toBe(404);
  expect(read.json()).toMatchObject({
    code: 'reservation_not_found',
    message: 'This reservation does not exist or is not yours.',
  });
  const cancel = await api.cancel(other, id);
  expect(cancel.statusCode).toBe(404);
  expect((await api.get(other, '/api/reservations')).json()).toEqual({ reservations: [] });
  expect((await api.get(other, '/api/cashback')).json()).toEqual({
    balance: 0,
    balanceCents: 0,
    credits: [],
  });

  expect((await api.get(owner, `/api/reservations/${id}`)).json().status).toBe('completed');
  expect((await api.get(owner, '/api/reservations')).json().reservations).toHaveLength(1);
  expect((await api.get(owner, '/api/cashback')).json().balance).toBe(10);
  for (const url of ['/api/reservations', `/api/reservations/${id}`, '/api/cashback']) {
    expect((await t.app.inject({ url })).statusCode, url).toBe(401);
  }
});
