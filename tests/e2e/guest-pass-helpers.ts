import { type APIRequestContext, expect } from '@playwright/test';
import { randomPhone } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * A friend (signed in on the spare context) on another club's list that night sends the member two
 * places of their party: the member claims one (their guest pass) and leaves the other's link open.
 */
export async function friendsGuestPasses(
  member: APIRequestContext,
  friend: APIRequestContext,
  clubs: { id: string; name: string }[],
  night: string,
  world: { guestPassId: string; claimPath: string },
): Promise<void> {
  await apiSignIn(friend, randomPhone(), 'Jess');
  const elsewhere = clubs.find((club) => club.name !== 'Neon Room')!;
  const entry = await ok<{ id: string }>(
    await friend.post('/api/guestlist-entries', {
      data: { clubId: elsewhere.id, date: night, ladies: 3, men: 0, guestNames: [] },
    }),
  );
  const send = async () =>
    ok<{ path: string }>(
      await friend.post(`/api/passes/${entry.id}/guest-passes`, { data: { place: 'lady' } }),
    );
  const claimed = await send();
  ({ guestPassId: world.guestPassId } = await ok<{ guestPassId: string }>(
    await member.post(`/api/guest-pass-claims/${claimed.path.split('/').pop()}`),
  ));
  world.claimPath = (await send()).path;
}
