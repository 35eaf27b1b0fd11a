import { expect, test } from '@playwright/test';
import { apiSignIn } from './door-helpers.ts';
import { waitForGuestBook } from './guest-book-helpers.ts';

/** This spec's own admin number (see team.spec.ts: numbers shared between specs run into code limits). */
const ADMIN_PHONE = '+12125550106';

test('a manager finds a guest in the guest book and opens their profile', { tag: '@phone-only' }, async ({
  page,
}) => {
  await apiSignIn(page.request, ADMIN_PHONE, 'Ana');
  await waitForGuestBook(page.request, ['The Vault']);
  await page.goto('/admin/guests');
  await expect(page.getByRole('heading', { name: 'GUESTS' })).toBeVisible();
  // A platform admin runs every venue: the book opens on a club, here the demo's Vault.
  await page.getByRole('combobox', { name: 'Club' }).click();
  await page.getByRole('option', { name: 'The Vault' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or phone' }).fill('Ava Riv');
  const guests = page.getByRole('list', { name: 'Guests' });
  await expect(guests.getByRole('link')).toHaveCount(1);
  await guests.getByRole('link', { name: /Ava Rivera/ }).click();

  await expect(page).toHaveURL(/\/admin\/guests\/[0-9a-f-]{36}\?clubId=/);
  await expect(page.getByRole('heading', { name: 'Ava Rivera' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Figures' }).getByText('VISITS')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Nights' }).getByRole('listitem').first()).toContainText(
    'The Vault',
  );

  await page.getByRole('link', { name: 'ALL GUESTS' }).click();
  await expect(page.getByRole('heading', { name: 'GUESTS' })).toBeVisible();
});
