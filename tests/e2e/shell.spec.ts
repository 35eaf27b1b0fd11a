import { expect, test } from '@playwright/test';
import { randomPhone } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { nextThursday } from './helpers.ts';

test('footer links lead to real pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, heading] of [
    ['Terms', 'TERMS OF SERVICE'],
    ['Privacy', 'PRIVACY POLICY'],
    ['About us', 'ABOUT US'],
    ['Contact us', 'CONTACT US'],
  ]) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the menu offers LOGIN to a signed-out visitor', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(
    menu.getByRole('button', { name: 'HOME' }).or(menu.getByRole('link', { name: 'HOME' })),
  ).toBeVisible();
  await expect(menu.getByText('LOGIN')).toBeVisible();
  await expect(menu.getByText('MY PASSES')).toHaveCount(0);
  // The AI concierge is one tap away for everyone.
  await menu.getByRole('link', { name: 'AI CONCIERGE' }).click();
  await expect(page).toHaveURL(/\/ai-assistant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI CONCIERGE' })).toBeVisible();
});

test('the concierge dialog shows the number it calls and texts, ready to copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/?date=${nextThursday()}`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Neon Room' }) })
    .getByRole('button', { name: 'CONTACT CONCIERGE' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'CONTACT CONCIERGE' });
  await expect(dialog.getByText('+1 212 555 0141')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+12125550141');
  await expect(dialog.getByRole('link', { name: 'Text' })).toHaveAttribute('href', 'sms:+12125550141');
  await dialog.getByRole('button', { name: 'Copy concierge number +1 212 555 0141' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied +1 212 555 0141');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+12125550141');
});

test('header and footer are hidden on admin and scan pages', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'ADMIN LOGIN' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Signed out, the dashboard asks for a sign-in, still without header and footer.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('header, footer')).toHaveCount(0);
  await page.goto('/scan');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
});

test('every SPEC route renders a page, and unknown ones a not-found page', { tag: '@phone-only' }, async ({
  page,
}) => {
  for (const path of ['/unauthorized', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Signed out, the others open the sign-in dialog over a "sign in to continue" page.
  for (const path of [
    '/profile',
    '/passes',
    '/passes/abc',
    '/notifications',
    '/my-reservations/r1',
    '/profile-completion',
    '/admin/reporting',
    '/admin/export-guestlist',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'SIGN IN TO CONTINUE' })).toBeVisible();
  }
  // The door scanner says what it is and how door staff get in.
  await page.goto('/scan');
  await expect(page.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'DOOR SCANNER' })).toBeVisible();
  await expect(page.getByText(/Door staff check guests in here/)).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page).toHaveTitle(/Not found/);
});

test('a member page opened directly shows without waiting out the first screen fallback', {
  tag: '@phone-only',
}, async ({ page }) => {
  // The app waits up to 800 ms (a timer) for the page's code before its first render. The code
  // imports from the entry's chunk, so while the entry awaited at its top level the import could not
  // finish either, and /passes always waited the full 800 ms. With the page's timers stopped, only a
  // page whose code arrives by itself can show.
  await apiSignIn(page.request, randomPhone());
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.goto('/passes');
  await expect(page.getByRole('heading', { level: 1, name: 'MY PASSES' })).toBeVisible();
});
