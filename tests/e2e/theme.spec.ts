import { expect, type Page, test } from '@playwright/test';
import { newMember } from './fixtures.ts';
import { nextThursday } from './helpers.ts';

// The header's NIGHTLIST is drawn in the theme's primary colour: royal blue for MEN, pink for LADIES.
const COLOURS = { male: 'rgb(112, 142, 232)', female: 'rgb(255, 45, 149)' } as const;

async function expectView(page: Page, gender: keyof typeof COLOURS) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Nightlist home' })).toHaveCSS(
    'color',
    COLOURS[gender],
  );
}

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: item }).click();
}

test('the MEN view chosen by the address follows the member to every page and through reloads', {
  tag: '@phone-only',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const thursday = nextThursday();
  await page.goto(`/?date=${thursday}&gender=male`);
  await expectView(page, 'male');

  // A page reached by a link without ?gender, then reloaded.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { name: 'TERMS OF SERVICE' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expectView(page, 'male');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'TERMS OF SERVICE' })).toBeVisible();
  await expectView(page, 'male');

  // Signed in: joins a list, then the pass, the passes list and the profile.
  await openFromMenu(page, 'HOME');
  await expect(page.getByRole('button', { name: 'MEN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Signed up through the API (the dialog has its own journeys): the next page opens signed in.
  await newMember(page.context());
  await page.goto(`/?date=${thursday}`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Neon Room' }) })
    .getByRole('button', { name: 'JOIN GUEST LIST' })
    .click();
  await expect(page.getByRole('group', { name: 'MEN' })).toContainText('Including you');
  await expectView(page, 'male');
  await page.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('img', { name: /^Door QR code for Neon Room/ })).toBeVisible();
  await expectView(page, 'male');
  await page.reload();
  await expect(page.getByRole('img', { name: /^Door QR code for Neon Room/ })).toBeVisible();
  await expectView(page, 'male');

  await openFromMenu(page, 'MY PASSES');
  await expect(page).toHaveURL(/\/passes$/);
  await expectView(page, 'male');
  await page.reload();
  await expectView(page, 'male');

  await openFromMenu(page, 'MY PROFILE');
  await expect(page).toHaveURL(/\/profile$/);
  await expectView(page, 'male');
  await page.reload();
  await expectView(page, 'male');

  // The switch on the home page changes the view for the pages that follow.
  await openFromMenu(page, 'HOME');
  await page.getByRole('button', { name: 'LADIES' }).click();
  await expectView(page, 'female');
  await openFromMenu(page, 'MY PASSES');
  await expect(page).toHaveURL(/\/passes$/);
  await expectView(page, 'female');
  await page.reload();
  await expectView(page, 'female');
});
