import { type APIRequestContext, expect } from '@playwright/test';
import { randomPhone } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const GUESTS = [
  { firstName: 'Ivy', lastName: 'Rivera', gender: 'female' },
  { firstName: 'Noor', lastName: 'Haddad', gender: 'female' },
  { firstName: 'Leo', lastName: 'Kim', gender: 'male' },
] as const;

/**
 * A promoter of the club who also works its door (issue 30), for the screens that show self
 * check-ins: they add 3 guests to the night by name and check 2 of them in themselves; the admin
 * checks in the third, the one arrival they are paid for. `admin` is signed in as an admin;
 * `promoter` is signed in here as `phone`.
 */
export async function promoterAtTheDoor(
  admin: APIRequestContext,
  promoter: APIRequestContext,
  phone: string,
  where: { clubId: string; night: string },
): Promise<void> {
  // What an arrival earns, so the one paid arrival shows as money beside the unpaid ones.
  await ok(
    await admin.put(`/api/admin/clubs/${where.clubId}/promoter-rates`, {
      data: { lady: 10, man: 8, bonusAfter: null, bonus: 0 },
    }),
  );
  const role = await ok<{ id: string }>(
    await admin.post('/api/admin/team', {
      data: { phoneNumber: phone, role: 'promoter', clubId: where.clubId },
    }),
  );
  await ok(await admin.put(`/api/admin/team/${role.id}`, { data: { guestAllowance: GUESTS.length } }));
  await ok(
    await admin.post('/api/admin/team', { data: { phoneNumber: phone, role: 'door', clubId: where.clubId } }),
  );
  await apiSignIn(promoter, phone, 'Pia');
  const added = await ok<{ results: { entryId?: string | null }[] }>(
    await promoter.post('/api/promoter/guests', {
      data: {
        clubId: where.clubId,
        date: where.night,
        // New numbers each run: a guest already on the night's list would keep their own entry.
        guests: GUESTS.map((guest) => ({ ...guest, phoneNumber: randomPhone() })),
      },
    }),
  );
  const ids = added.results.map((result) => result.entryId!);
  expect(ids.every(Boolean), JSON.stringify(added)).toBe(true);
  const checkIn = async (who: APIRequestContext, passId: string) =>
    ok(
      await who.post('/api/door/check-ins', {
        data: { clubId: where.clubId, date: where.night, passKind: 'guestlist', passId },
      }),
    );
  await checkIn(promoter, ids[0]!);
  await checkIn(promoter, ids[1]!);
  await checkIn(admin, ids[2]!);
}
