import { randomInt } from 'node:crypto';
import { devices, expect, test } from '@playwright/test';
import type { AdminClub } from '../../src/shared/api/admin/clubs-schema.ts';
import { formatPhoneNumber } from '../../src/shared/phone.ts';
import { PROFILE_SIGN_UP_HEADING } from '../../src/shared/profile.ts';
import { completeProfile, PROFILE, randomPhone, signIn } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { closeContexts } from './helpers.ts';

/**
 * This spec's own admin numbers: a number shared with other specs runs into the per-number limit on
 * sign-in codes (10 a day) once enough of them sign in during one run.
 */
const adminPhone = (project: string) => `+121255501${project === 'phone' ? 18 : 19}`;

test(
  'an admin makes a venue and its manager, who runs only that venue from a phone and adds door staff',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    const run = `${testInfo.project.name} ${randomInt(100_000)}`;
    const venueName = `Harbour Group ${run}`;
    const clubName = `Pier Club ${run}`;
    const managerPhone = randomPhone();

    // A hidden club of this run's own, copied from a demo club: no other journey lists it.
    await apiSignIn(page.request, adminPhone(testInfo.project.name), 'Ana');
    const { clubs } = (await (await page.request.get('/api/admin/clubs')).json()) as { clubs: AdminClub[] };
    expect(clubs.length).toBeGreaterThan(1);
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      promoterRates: _rates,
      ...template
    } = clubs[0]! as AdminClub & {
      createdAt?: string;
      updatedAt?: string;
    };
    const created = await page.request.post('/api/admin/clubs', {
      data: { ...template, name: clubName, visible: false, sortOrder: null },
    });
    expect(created.ok(), await created.text()).toBe(true);

    // The admin: a new venue running the club, then its manager by phone number.
    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'NEW VENUE' }).first().click();
    const venueDialog = page.getByRole('dialog', { name: 'NEW VENUE' });
    await expect(venueDialog.getByLabel('Venue name')).toBeFocused();
    await venueDialog.getByLabel('Venue name').fill(venueName);
    await venueDialog.getByRole('checkbox', { name: clubName }).check();
    await venueDialog.getByRole('button', { name: 'CREATE VENUE' }).click();
    await expect(venueDialog).toBeHidden();
    const venueCard = page.getByRole('region', { name: venueName });
    await expect(venueCard).toContainText(`Club: ${clubName}`);

    await venueCard.getByRole('button', { name: `Add to the team of ${venueName}` }).click();
    const addDialog = page.getByRole('dialog', { name: 'ADD TO TEAM' });
    await expect(addDialog.getByLabel('Phone number')).toBeFocused();
    await expect(addDialog.getByRole('combobox', { name: 'Where' })).toHaveText(`All clubs of ${venueName}`);
    await addDialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: /^Manager/ }).click();
    await addDialog.getByLabel('Phone number').fill(managerPhone);
    await addDialog.getByRole('button', { name: 'ADD TO TEAM' }).click();
    await expect(addDialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(`is now manager at every club of ${venueName}`);
    await expect(venueCard.getByRole('listitem')).toHaveCount(1);
    await expect(venueCard.getByRole('listitem')).toContainText('Not signed up yet');
    await expect(venueCard.getByRole('listitem')).toContainText('MANAGER');

    // The manager, on a phone: the admin entry takes them to their panel.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      baseURL: testInfo.project.use.baseURL,
    });
    const manager = await context.newPage();
    await manager.goto('/admin');
    await expect(
      manager.getByText('sign in with the phone number your venue added to its team'),
    ).toBeVisible();
    await manager.getByRole('button', { name: 'SIGN IN WITH PHONE' }).click();
    await signIn(manager, managerPhone);
    await expect(manager.getByRole('form', { name: PROFILE_SIGN_UP_HEADING })).toBeVisible();
    await completeProfile(manager);
    await expect(manager.getByRole('heading', { name: 'ADMIN PANEL' })).toBeVisible();

    // Their club only, and none of the platform's own settings.
    const clubList = manager.getByRole('region', { name: 'CLUBS' }).getByRole('list', { name: 'Clubs' });
    await expect(clubList.getByRole('listitem')).toHaveCount(1);
    await expect(clubList.getByRole('listitem')).toContainText(clubName);
    await expect(manager.getByRole('button', { name: 'NEW CLUB' })).toHaveCount(0);
    await expect(manager.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await expect(manager.getByRole('heading', { name: 'AUDIT LOG' })).toBeVisible();
    await expect(manager.getByRole('heading', { name: 'SITE NOTICE', exact: true })).toHaveCount(0);
    await expect(manager.getByRole('heading', { name: 'STAFF', exact: true })).toHaveCount(0);

    // TEAM: their venue alone, where they add door staff.
    await manager.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'TEAM' }).click();
    const card = manager.getByRole('region', { name: venueName });
    await expect(card).toBeVisible();
    await expect(manager.getByRole('region')).toHaveCount(1);
    await expect(card.getByRole('listitem')).toContainText(`${PROFILE.firstName} ${PROFILE.lastName} (you)`);
    // A manager cannot remove their own manager role: nothing offers it.
    await expect(card.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(manager.getByRole('button', { name: 'NEW VENUE' })).toHaveCount(0);

    await manager.getByRole('button', { name: 'ADD TO TEAM' }).click();
    const dialog = manager.getByRole('dialog', { name: 'ADD TO TEAM' });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Door staff');
    await dialog.getByLabel('Phone number').fill('123');
    await dialog.getByRole('button', { name: 'ADD TO TEAM' }).click();
    await expect(dialog.getByText('Please enter a valid 10-digit US phone number')).toBeVisible();
    await expect(dialog.getByLabel('Phone number')).toBeFocused();
    const doorPhone = randomPhone();
    await dialog.getByLabel('Phone number').fill(doorPhone);
    await dialog.getByRole('button', { name: 'ADD TO TEAM' }).click();
    await expect(dialog).toBeHidden();
    await expect(manager.getByRole('status')).toContainText(
      `is now door staff at every club of ${venueName}`,
    );
    const door = card.getByRole('listitem').filter({ hasText: 'DOOR' });
    await expect(door).toContainText(formatPhoneNumber(doorPhone));
    await expect(door.getByRole('button', { name: /^Remove / })).toBeVisible();

    await closeContexts(context);
  },
);
