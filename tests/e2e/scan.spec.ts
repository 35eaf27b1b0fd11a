import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, chromium, expect, type Page, type TestInfo, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts';
import { randomPhone } from './auth-helpers.ts';
import { addDoorStaff, apiSignIn, joinNeonRoom } from './door-helpers.ts';
import { writeQrVideo } from './fake-camera.ts';
import { nextThursday } from './helpers.ts';

/** One admin number per test and project: a code sent to a number replaces the one before it. */
function adminPhone(testInfo: TestInfo, test: 'camera' | 'offline'): string {
  const index = (testInfo.project.name === 'phone' ? 0 : 1) + (test === 'camera' ? 0 : 2);
  return `+12125550${108 + index}`;
}

async function newApi(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL?: string,
) {
  return playwright.request.newContext({ baseURL });
}

async function arrivedAt(staff: APIRequestContext, clubId: string, night: string): Promise<number> {
  const response = await staff.get(`/api/door/nights/${clubId}/${night}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { arrived: { total: number } }).arrived.total;
}

const result = (page: Page) => page.getByRole('region', { name: 'Scan result' });

test('a door staffer scans a pass through the camera: VALID, then ALREADY CHECKED IN', async ({
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL, viewport } = testInfo.project.use;
  const night = nextThursday();
  const member = await newApi(playwright, baseURL);
  await apiSignIn(member, randomPhone(), 'Grace');
  const pass = await joinNeonRoom(member, night, { ladies: 2, men: 1 });

  const admin = await newApi(playwright, baseURL);
  await apiSignIn(admin, adminPhone(testInfo, 'camera'));
  const doorPhone = randomPhone();
  await addDoorStaff(admin, doorPhone);
  const arrivedBefore = await arrivedAt(admin, pass.clubId, night);

  // The pass's QR code, as the only thing the fake camera ever shows.
  const video = resolve('.tmp', `fake-camera-${randomUUID()}.y4m`);
  writeQrVideo(pass.qrToken, video);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport,
      timezoneId: 'America/New_York',
      locale: 'en-US',
    });
    await apiSignIn(context.request, doorPhone, 'Sam');
    const page = await context.newPage();
    await page.goto(`/scan?club=${pass.clubId}&night=${night}`);
    await expect(page.getByRole('heading', { name: 'DOOR', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: "Tonight's counters" })).toBeVisible();
    // Nothing on the door screen scrolls sideways (a hidden announcer 100% wide pushed it 12 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );

    await expect(result(page).getByRole('heading', { name: 'VALID', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(result(page)).toContainText('Grace Lovelace');
    await expect(result(page)).toContainText('2 ladies + 1 man');
    await expect(result(page).getByRole('list', { name: 'Admissions so far' })).toContainText(
      'by Sam Lovelace',
    );
    // NEXT has the focus: Enter moves on, and the same code, still in front of the camera, scans again.
    await expect(result(page).getByRole('button', { name: 'NEXT' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(result(page).getByRole('heading', { name: 'ALREADY CHECKED IN' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(result(page)).toContainText('3 in · 0 to come');
    await result(page).getByRole('button', { name: 'NEXT' }).click();
    // The counters count the party in (other journeys may admit people to the same night meanwhile).
    const counters = page.getByRole('region', { name: "Tonight's counters" });
    await expect
      .poll(async () => Number(/ARRIVED\s*(\d+)/.exec((await counters.textContent()) ?? '')?.[1]))
      .toBeGreaterThanOrEqual(arrivedBefore + 3);
  } finally {
    await browser.close();
    rmSync(video, { force: true });
    await member.dispose();
    await admin.dispose();
  }
});

test('search at the door: a party admitted in parts and undone; offline scans saved, synced when back, conflicts listed', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL } = testInfo.project.use;
  const night = nextThursday();
  // Letters only (digits would make the search look for a phone number), and enough of them that no
  // other run's names contain this tag: a UUID's six characters with digits as 'x' often read
  // 'axxxxx', which a search then also found inside another run's 'Piaxxxxxx'.
  const tag = Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const first = await newApi(playwright, baseURL);
  await apiSignIn(first, randomPhone(), `Ines${tag}`);
  const firstPass = await joinNeonRoom(first, night);
  const second = await newApi(playwright, baseURL);
  await apiSignIn(second, randomPhone(), `Omar${tag}`);
  await joinNeonRoom(second, night, { ladies: 0, men: 1 });
  const third = await newApi(playwright, baseURL);
  await apiSignIn(third, randomPhone(), `Pia${tag}`);
  await joinNeonRoom(third, night, { ladies: 3, men: 0 });

  const admin = await newApi(playwright, baseURL);
  await apiSignIn(admin, adminPhone(testInfo, 'offline'));
  const doorPhone = randomPhone();
  await addDoorStaff(admin, doorPhone);
  await apiSignIn(context.request, doorPhone, 'Kim');

  try {
    await page.goto(`/scan?club=${firstPass.clubId}&night=${night}`);
    // No camera in this browser: the screen says so and the search does the job.
    await expect(page.getByText(/camera/i).first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Name or phone' });
    await search.fill(`Ines${tag}`);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await search.fill(`${tag}`);
    await expect(results.getByRole('listitem')).toHaveCount(3);

    // A party arriving in parts: all 3 admitted, then corrected to the 2 at the door, then undone.
    await results.getByRole('button', { name: `Admit Pia${tag} Lovelace` }).click();
    await expect(result(page).getByRole('heading', { name: 'VALID', exact: true })).toBeVisible();
    await result(page).getByRole('button', { name: 'ADMIT FEWER' }).click();
    const fewer = result(page).getByRole('group', { name: 'Admit fewer people' });
    await expect(fewer.getByRole('button', { name: 'One more' })).toBeDisabled();
    await fewer.getByRole('button', { name: 'ADMIT 2 OF 3' }).click();
    await expect(result(page)).toContainText('2 in · 1 to come');
    await expect(result(page)).toHaveAttribute('data-tone', 'caution');
    await result(page).getByRole('button', { name: 'UNDO' }).click();
    await expect(result(page)).toBeHidden();
    await expect(page.getByText('Admission undone')).toBeVisible();
    await expect(
      results
        .getByRole('listitem')
        .filter({ hasText: `Pia${tag}` })
        .getByText('All in'),
    ).toHaveCount(0);
    await expect(results.getByRole('listitem').filter({ hasText: `Pia${tag}` })).not.toContainText(' in · ');

    await context.setOffline(true);
    await results.getByRole('button', { name: `Admit Ines${tag} Lovelace` }).click();
    await expect(result(page).getByRole('heading', { name: 'SAVED OFFLINE' })).toBeVisible();
    await result(page).getByRole('button', { name: 'NEXT' }).click();
    await results.getByRole('button', { name: `Admit Omar${tag} Lovelace` }).click();
    await expect(result(page).getByRole('heading', { name: 'SAVED OFFLINE' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('2 scans waiting to sync')).toBeVisible();

    // Meanwhile another door, online, lets Ines in.
    const otherDoor = await admin.post('/api/door/check-ins', {
      data: { clubId: firstPass.clubId, date: night, passId: firstPass.passId, passKind: 'guestlist' },
    });
    expect(((await otherDoor.json()) as { verdict: string }).verdict).toBe('valid');

    await context.setOffline(false);
    await expect(page.getByText(/waiting to sync/)).toBeHidden({ timeout: 20_000 });
    const conflicts = page.getByRole('region', { name: /CONFLICTS/ });
    await expect(conflicts).toContainText('CONFLICTS (1)');
    await expect(conflicts).toContainText(`ALREADY CHECKED IN · Ines${tag} Lovelace`);
    await expect(conflicts).not.toContainText(`Omar${tag}`);
    // Omar's admission went through: search shows him in.
    await search.fill(`Omar${tag}`);
    await expect(results).toContainText('All in');
    await conflicts.getByRole('button', { name: /Dismiss/ }).click();
    await expect(conflicts).toBeHidden();
  } finally {
    await context.setOffline(false);
    for (const api of [first, second, third, admin]) await api.dispose();
  }
});

test('a member who is not door staff is told to ask an admin', async ({ page, context }) => {
  const phone = randomPhone();
  await apiSignIn(context.request, phone);
  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Door staff only' })).toBeVisible();
  await expect(page.getByText(`Ask an admin to add your number (${phone})`)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});
