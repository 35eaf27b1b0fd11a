import { randomInt } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { randomPhone } from './auth-helpers.ts';
import { addDoorStaff, apiSignIn, copyOfNeonRoom } from './door-helpers.ts';
import { expect, test } from './fixtures.ts';
import { addDays, closeContexts, clubToday } from './helpers.ts';

// Decision 041: a manager tags a guest VIP and writes a note; the door reads both at the scan; the
// manager bans the guest, whose next join is refused without a word about a ban.

async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** With SHOTS_DIR set, the screen at phone and laptop width in both themes (for a person to look at). */
async function shots(page: Page, name: string, url: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const gender of ['female', 'male']) {
      const address = new URL(url, 'http://x');
      address.searchParams.set('gender', gender);
      await page.goto(`${address.pathname}${address.search}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${dir}/${name}-${width}-${gender === 'female' ? 'LADIES' : 'MEN'}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a manager tags a VIP and writes a note, the door reads them at the scan; a banned guest’s next join is refused', async ({
  admin,
  adminContext,
  browser,
  playwright,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'phone',
    'a phone journey: the door and a manager on the night work from phones',
  );
  test.setTimeout(120_000);
  const { baseURL, viewport } = testInfo.project.use;
  const run = randomInt(100_000);
  // Nights no other journey opens at this club of its own.
  const night = addDays(clubToday(), 9);
  const nextNight = addDays(night, 1);
  const api = adminContext.request;
  const clubId = await copyOfNeonRoom(api, `Care Club ${run}`);
  await ok(api.post(`/api/admin/clubs/${clubId}/dates`, { data: { dates: [night, nextNight] } }));
  await ok(api.post('/api/admin/venues', { data: { name: `Care Group ${run}`, clubIds: [clubId] } }));

  const guest: APIRequestContext = await playwright.request.newContext({ baseURL });
  await apiSignIn(guest, randomPhone(), `Vivi${run}`);
  await ok(
    guest.post('/api/guestlist-entries', {
      data: { clubId, date: night, ladies: 2, men: 0, guestNames: [] },
    }),
  );

  const doorPhone = randomPhone();
  await addDoorStaff(api, doorPhone);
  const doorContext = await browser.newContext({ ...testInfo.project.use, baseURL, viewport });
  try {
    // The manager opens the guest from the night list and tags her VIP, then writes a note.
    await admin.goto(`/admin/dashboard?club=${clubId}&date=${night}`);
    await admin.getByRole('link', { name: /Tags, notes and ban of Vivi/ }).click();
    const panel = admin.getByLabel(/Tags, notes and ban of Vivi/);
    await expect(panel).toContainText('No tags yet.');
    await admin.getByRole('button', { name: 'ADD TAG' }).click();
    await expect(panel.getByRole('button', { name: 'VIP' })).toBeVisible();
    await expect(panel).toContainText('may ask to see what is written about them');
    await admin
      .getByRole('textbox', { name: 'New note' })
      .fill('Loves the corner booth; ask for her table first.');
    await admin.getByRole('button', { name: 'SAVE NOTE' }).click();
    await expect(panel).toContainText('Loves the corner booth');
    await shots(admin, 'guest-care-panel', new URL(admin.url()).pathname + new URL(admin.url()).search);

    // The door finds her by name: the card says her first visit, VIP and the note.
    await apiSignIn(doorContext.request, doorPhone, 'Sam');
    const door = await doorContext.newPage();
    await door.goto(`/scan?club=${clubId}&night=${night}`);
    await door.getByRole('searchbox', { name: 'Name or phone' }).fill(`Vivi${run}`);
    await door
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /Admit Vivi/ })
      .click();
    const result = door.getByRole('region', { name: 'Scan result' });
    await expect(result.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible();
    await expect(result.getByLabel('Guest')).toContainText('FIRST VISIT · VIP');
    await expect(result.getByLabel('Guest')).toContainText('Loves the corner booth');
    if (process.env.SHOTS_DIR)
      await door.screenshot({ path: `${process.env.SHOTS_DIR}/door-result-390.png`, fullPage: true });

    // The manager bans her: the dialog takes a reason; the panel says so.
    await admin.getByRole('button', { name: 'BAN GUEST' }).click();
    const dialog = admin.getByRole('dialog', { name: /Ban Vivi/ });
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeFocused();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Fight at the bar');
    await dialog.getByRole('button', { name: 'BAN', exact: true }).click();
    await expect(panel.getByRole('region', { name: 'Ban' }).getByRole('status')).toContainText(
      'Fight at the bar',
    );
    await expect(admin.getByRole('button', { name: 'LIFT BAN' })).toBeVisible();

    // Her next join is refused, and nothing in it says why.
    const refused = await guest.post('/api/guestlist-entries', {
      data: { clubId, date: nextNight, ladies: 1, men: 0, guestNames: [] },
    });
    expect(refused.status()).toBe(409);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toContain('can’t take this request online');
    expect(body.message.toLowerCase()).not.toContain('ban');
    await shots(door, 'guest-care-door', `/scan?club=${clubId}&night=${night}`);
  } finally {
    await guest.dispose();
    await closeContexts(doorContext);
  }
});
