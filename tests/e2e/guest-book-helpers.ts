import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Waits until the guest book's fold job (decision 040, started seconds after the server) has added
 * every finished night of the named clubs, or of every club: the book lists only what it has added.
 * A wait for a condition the app reports (`adding`), not for a length of time.
 */
export async function waitForGuestBook(admin: APIRequestContext, clubNames?: string[]): Promise<void> {
  const { clubs } = (await (await admin.get('/api/admin/clubs')).json()) as {
    clubs: { id: string; name: string }[];
  };
  const chosen = clubNames ? clubs.filter((club) => clubNames.includes(club.name)) : clubs;
  expect(chosen.length).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        for (const club of chosen) {
          const answer = await admin.get(`/api/admin/guest-book?clubId=${club.id}`);
          if (!answer.ok()) return `${club.name}: ${answer.status()}`;
          if (((await answer.json()) as { adding: boolean }).adding) return `${club.name}: adding`;
        }
        return 'ready';
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
}
