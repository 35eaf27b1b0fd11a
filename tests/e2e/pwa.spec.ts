import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { openMenu, randomPhone, signUp } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { nextThursday } from './helpers.ts';
import { waitForWorker } from './pwa-helpers.ts';

/** The member's saved answers (the name the service worker gives its cache). */
const MEMBER_CACHE = 'nightlist-member-v1';

/** Whether the network is really gone for the page and for its service worker, not only one of them. */
async function networkState(context: BrowserContext, page: Page) {
  const probe = () =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => 'online',
      () => 'offline',
    );
  const [worker] = context.serviceWorkers();
  return { page: await page.evaluate(probe), worker: worker ? await worker.evaluate(probe) : 'no worker' };
}

const neonRoomInPasses = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ hasText: 'NEON ROOM' })
    .or(page.getByRole('listitem').filter({ hasText: 'Neon Room' }));

const savedMemberAnswers = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, MEMBER_CACHE);

test('after a first visit, a pass and its QR code open with the network cut, and signing out forgets them', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const thursday = nextThursday();
  await page.goto(`/?date=${thursday}&gender=female`);
  await waitForWorker(page);

  await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click();
  await signUp(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Neon Room' }) });
  await card.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  // The join screen's own button: the home page's cards have one each, and stay up (a transition)
  // after the address changes, until the join screen has loaded.
  await expect(page).toHaveURL(/\/join-guestlist\//);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Neon Room');
  await page.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);
  const passPath = new URL(page.url()).pathname;
  const qrCode = page.getByRole('img', { name: /^Door QR code for Neon Room/ });
  await expect(qrCode).toBeVisible();
  await page.goto('/passes');
  await expect(neonRoomInPasses(page)).toBeVisible();

  // In the basement: no signal at all, for the page and for its worker.
  await context.setOffline(true);
  expect(await networkState(context, page)).toEqual({ page: 'offline', worker: 'offline' });

  // The app was open when the signal went: a tap on the pass in the list opens it, QR code and all.
  await neonRoomInPasses(page).getByRole('link').first().click();
  await expect(page).toHaveURL(passPath);
  await expect(qrCode).toBeVisible();

  await page.goto(passPath);
  await expect(qrCode).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Room' })).toBeVisible();
  // The page says the phone is offline, and what still works.
  const connection = page.getByRole('status').filter({ hasText: 'NO CONNECTION' });
  await expect(connection).toContainText('Passes you have opened on this phone still work.');
  await page.reload();
  await expect(qrCode).toBeVisible();
  await page.goto('/passes');
  await expect(neonRoomInPasses(page)).toBeVisible();

  // The app shell opens on any page.
  await page.goto('/about');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back online, signing out removes the saved passes: the next person on this phone cannot open them.
  await context.setOffline(false);
  await expect(connection).toBeHidden();
  await page.goto('/');
  expect(await savedMemberAnswers(page)).toContain(passPath.replace('/passes', '/api/passes'));
  const menu = await openMenu(page);
  await menu.getByText('LOGOUT').click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await expect.poll(() => savedMemberAnswers(page)).toEqual([]);

  await context.setOffline(true);
  await page.goto(passPath);
  await expect(page.getByRole('dialog', { name: 'LOGIN' })).toBeVisible();
  await expect(qrCode).toBeHidden();
  await context.setOffline(false);
});

test('offline before the passes were ever saved: one message that says why, and the list comes back online', async ({
  page,
  context,
}) => {
  await apiSignIn(page.request, randomPhone());
  await page.goto('/');
  await waitForWorker(page);
  // A second visit, now through the worker, which keeps who is signed in (the first went around it).
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'LOGIN' })).toBeHidden();

  await context.setOffline(true);
  await page.goto('/passes');
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toContainText(
    'your passes have not been saved on this phone yet',
  );
  await expect(page.getByText('Your balance shows when you are back online.')).toBeVisible();
  // Not an error per part of the page.
  await expect(page.getByText(/Network error/)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'NO UPCOMING PASSES' })).toBeVisible();
  await expect(page.getByText('Your balance', { exact: true })).toBeVisible();
});

test('the service worker, staff pages and fresh data stay out of the offline copy', async ({
  page,
  request,
}) => {
  const worker = await request.get('/serviceWorker.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(await manifest.json()).toMatchObject({ name: 'Nightlist', start_url: '/', display: 'standalone' });

  await page.goto('/');
  await waitForWorker(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The listing was fetched, but listings and statuses are never kept.
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/admin');
  await page.goto('/scan');
  expect(await savedMemberAnswers(page)).toEqual([]);
});

// ---- A deploy while phones have the app open ----------------------------------------------------
