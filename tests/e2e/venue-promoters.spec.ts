import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import type { AdminClub } from '../../src/shared/api/admin/clubs-schema.ts';
import { randomPhone } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { addDays, clubToday } from './helpers.ts';

/**
 * This spec's own admin numbers: a number shared with other specs runs into the per-number limit on
 * sign-in codes (10 a day) once enough of them sign in during one run.
 */
const adminPhone = (project: string) => `+121255501${project === 'phone' ? 22 : 23}`;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A name of letters only (profiles take no digits), different for each run. */
const letters = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + randomInt(26))).join('');

test('a manager sets promoter pay, sees a promoted party on the night, a self check-in flagged and the promoter ranked, downloads the CSV and sets an allowance', async ({
  page,
}, testInfo) => {
  const run = `${testInfo.project.name} ${randomInt(100_000)}`;
  const clubName = `Promo Club ${run}`;
  const promoterName = `Pia${letters()}`;
  const managerPhone = randomPhone();
  const promoterPhone = randomPhone();
  // A night weeks ahead: its list is open whatever the time of day the suite runs, and no other
  // journey looks at that date (the club is visible: promoter links and joins need that).
  const night = addDays(clubToday(), 45);
  const baseURL = testInfo.project.use.baseURL;
  const admin = await request.newContext({ baseURL });
  const promoter = await request.newContext({ baseURL });
  const member = await request.newContext({ baseURL });
  const friend = await request.newContext({ baseURL });

  try {
    // The admin: a club of this run's own (lists for ladies and men) open on the night only, a
    // venue running it with our manager, and a promoter at the club.
    await apiSignIn(admin, adminPhone(testInfo.project.name), 'Ana');
    const { clubs } = await ok<{ clubs: AdminClub[] }>(await admin.get('/api/admin/clubs'));
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      promoterRates: _rates,
      ...template
    } = clubs[0]! as AdminClub & { createdAt?: string; updatedAt?: string };
    const club = await ok<AdminClub>(
      await admin.post('/api/admin/clubs', {
        data: {
          ...template,
          name: clubName,
          visible: true,
          sortOrder: null,
          guestlistOptions: {
            female: { ...template.guestlistOptions.female, enabled: true },
            male: { ...template.guestlistOptions.male, enabled: true },
          },
        },
      }),
    );
    await ok(await admin.post(`/api/admin/clubs/${club.id}/dates`, { data: { dates: [night] } }));
    const venue = await ok<{ id: string }>(
      await admin.post('/api/admin/venues', { data: { name: `Promo Group ${run}`, clubIds: [club.id] } }),
    );
    await ok(
      await admin.post('/api/admin/team', {
        data: { phoneNumber: managerPhone, role: 'manager', venueId: venue.id },
      }),
    );
    await ok(
      await admin.post('/api/admin/team', {
        data: { phoneNumber: promoterPhone, role: 'promoter', clubId: club.id },
      }),
    );

    // The promoter's link for the night; a lady and a man join through it and the door lets both in.
    await apiSignIn(promoter, promoterPhone, promoterName);
    const link = await ok<{ code: string }>(
      await promoter.post('/api/promoter/links', { data: { clubId: club.id, date: night } }),
    );
    await apiSignIn(member, randomPhone(), 'Gia');
    const entry = await ok<{ id: string }>(
      await member.post('/api/guestlist-entries', {
        data: { clubId: club.id, date: night, ladies: 1, men: 1, guestNames: [], promoterCode: link.code },
      }),
    );
    const admitted = await ok<{ verdict: string }>(
      await admin.post('/api/door/check-ins', {
        data: { clubId: club.id, date: night, passId: entry.id, passKind: 'guestlist' },
      }),
    );
    expect(admitted.verdict).toBe('valid');

    // The promoter also works the door: a friend joins through the link and the promoter checks her in
    // themselves. She is in, but not paid for, and the manager is shown it.
    await ok(
      await admin.post('/api/admin/team', {
        data: { phoneNumber: promoterPhone, role: 'door', clubId: club.id },
      }),
    );
    await apiSignIn(friend, randomPhone(), 'Sol');
    const friendEntry = await ok<{ id: string }>(
      await friend.post('/api/guestlist-entries', {
        data: { clubId: club.id, date: night, ladies: 1, men: 0, guestNames: [], promoterCode: link.code },
      }),
    );
    const selfCheckIn = await ok<{ verdict: string }>(
      await promoter.post('/api/door/check-ins', {
        data: { clubId: club.id, date: night, passId: friendEntry.id, passKind: 'guestlist' },
      }),
    );
    expect(selfCheckIn.verdict).toBe('valid');

    // The manager sets the club's promoter pay from the club editor.
    await apiSignIn(page.request, managerPhone, 'Mia');
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: `Edit ${clubName}` }).click();
    const editor = page.getByRole('dialog', { name: `EDIT ${clubName.toUpperCase()}` });
    await editor.getByRole('button', { name: 'SET PROMOTER PAY' }).click();
    const pay = page.getByRole('dialog', { name: /PROMOTER PAY/ });
    await expect(pay.getByLabel('Per lady')).toBeFocused();
    // The server's limit, said under its field.
    await pay.getByLabel('Per lady').fill('-1');
    await pay.getByLabel('Per man').fill('8');
    await pay.getByRole('button', { name: 'SAVE PAY' }).click();
    await expect(pay.getByText('Cannot be negative')).toBeVisible();
    await expect(pay.getByLabel('Per lady')).toBeFocused();
    await pay.getByLabel('Per lady').fill('12');
    await pay.getByLabel('Bonus on busy nights').check();
    await pay.getByLabel('After arrivals').fill('1');
    await pay.getByLabel('Extra per guest').fill('2');
    await pay.getByRole('button', { name: 'SAVE PAY' }).click();
    await expect(pay).toBeHidden();
    const saved = 'Saved: $12 a lady, $8 a man; after 1 arrival a night, +$2 a guest.';
    await expect(editor.getByRole('status').filter({ hasText: 'Saved:' })).toHaveText(saved);
    await editor.getByRole('button', { name: 'Close without saving' }).click();
    await expect(editor).toBeHidden();

    // The night's list tells the promoted party from the others.
    await page.goto(`/admin/dashboard?club=${club.id}&date=${night}`);
    const parties = page.getByRole('list', { name: 'Guestlist' }).getByRole('listitem');
    await expect(parties).toHaveCount(2);
    const party = parties.filter({ hasText: 'Gia Lovelace' });
    await expect(party).toContainText(`via ${promoterName} `);
    await expect(party).toContainText('ARRIVED 2/2');
    await expect(party).not.toContainText('CHECKED IN BY THEIR OWN PROMOTER');
    const flagged = parties.filter({ hasText: 'Sol Lovelace' });
    await expect(flagged).toContainText('ARRIVED 1/1');
    await expect(flagged).toContainText('CHECKED IN BY THEIR OWN PROMOTER');
    await expect(flagged).toContainText(
      `Checked in by ${promoterName} Lovelace, their own promoter: not counted for the promoter’s pay.`,
    );

    // Reporting, up to the night: the promoter ranked with the two arrivals the door let in and their
    // pay (12 + 8, and 2 for the guest past the first); the friend they let in themselves is apart.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'REPORTING' }).click();
    await expect(page.getByRole('heading', { name: 'REPORTING' })).toBeVisible();
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(night);
    const promoters = page.getByRole('region', { name: 'PROMOTERS', exact: true });
    const ranked = promoters.locator('tr, li').filter({ hasText: promoterName }).filter({ visible: true });
    await expect(ranked).toHaveCount(1);
    await expect(ranked).toContainText('67%');
    await expect(ranked).toContainText('$22.00');
    if (testInfo.project.name === 'phone') await expect(ranked).toContainText('1 self check-in, not paid');
    await expect(promoters).toContainText(
      'Self check-ins: guests a promoter checked in at the door themselves',
    );
    await expect(page.getByRole('region', { name: 'TURNED AWAY', exact: true })).toContainText(
      'No guest reported being turned away in this range.',
    );

    const download = page.waitForEvent('download');
    await promoters.getByRole('link', { name: 'DOWNLOAD CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^promoters-\\d{4}-\\d{2}-\\d{2}-to-${night}\\.csv$`),
    );
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain('Promoter,Phone,Parties');
    expect(csv).toContain(',Self check-ins (not paid),Earnings (USD)');
    expect(csv).toMatch(new RegExp(`${promoterName} Lovelace,.*,2,3,2,66.7,1,1,0,1,22\\r?\\n`));

    // TEAM: how many guests the promoter may add by name each night.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'TEAM' }).click();
    // Their promoter role's row (they work the door too).
    const row = page
      .getByRole('listitem')
      .filter({ hasText: `${promoterName} Lovelace` })
      .filter({ has: page.getByRole('button', { name: /^Edit how many guests/ }) });
    await expect(row).toContainText('Can add no guests by name');
    await row
      .getByRole('button', { name: `Edit how many guests ${promoterName} Lovelace can add a night` })
      .click();
    const allowance = page.getByRole('dialog', { name: 'GUESTS A NIGHT' });
    await expect(allowance.getByRole('textbox', { name: 'Guests a night' })).toBeFocused();
    await allowance.getByRole('textbox', { name: 'Guests a night' }).fill('6');
    await allowance.getByRole('button', { name: 'SAVE' }).click();
    await expect(allowance).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(`${promoterName} Lovelace can add 6 guests a night.`);
    await expect(row).toContainText('Can add 6 guests a night');
  } finally {
    for (const api of [admin, promoter, member, friend]) await api.dispose();
  }
});
