import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { EXPORT_COLUMNS } from '../../src/shared/api/admin/export-schema.ts';
import { expect, newMember, test } from './fixtures.ts';
import { addDays, arrivalInstant, moveContextTo, nextThursday } from './helpers.ts';

// Aurora Rooftop (12% cashback) on the Saturday after the default Thursday: no other journey uses it.
const CLUB = 'Aurora Rooftop';
const night = () => addDays(nextThursday(), 2);

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/**
 * A new member (signed up through the API: the dialog has its own journeys) joins the night's
 * guestlist, then requests a table; answers the club and reservation ids and the arrival time chosen.
 */
async function memberJoinsAndBooks(
  page: Page,
): Promise<{ phone: string; clubId: string; reservationId: string; arrivalTime: string }> {
  const phone = await newMember(page.context());
  await page.goto(`/?date=${night()}&gender=female`);

  await card(page, CLUB).getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(new RegExp(`/join-guestlist/[0-9a-f-]{36}\\?date=${night()}`));
  // The address changes before the join screen replaces the home page's cards (a transition keeps
  // them up while the screen loads), and each card has its own JOIN GUEST LIST: wait for the screen.
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(CLUB);
  await page.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);

  await page.goto(`/?date=${night()}&gender=female`);
  await card(page, CLUB).getByRole('button', { name: 'BOOK · 12% CASHBACK' }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/[0-9a-f-]{36}\\?date=${night()}`));
  const clubId = new URL(page.url()).pathname.split('/').pop()!;
  const arrival = page.getByLabel('Arrival time (club time)');
  await arrival.selectOption({ index: 0 });
  const arrivalTime = await arrival.inputValue();
  await page.getByRole('button', { name: 'REVIEW REQUEST' }).click();
  // No table preference: no minimum spend, so no deposit and no checkout (deposits.spec has those).
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Nothing to pay now');
  await page.getByRole('button', { name: 'REQUEST TABLE' }).click();
  await expect(page).toHaveURL(/\/my-reservations\/[0-9a-f-]{36}$/);
  const reservationId = new URL(page.url()).pathname.split('/').pop()!;
  return { phone, clubId, reservationId, arrivalTime };
}

/** The night's reservations on the dashboard, searched down to the member's phone number. */
async function ourReservation(admin: Page, clubId: string, digits: string) {
  await admin.goto(`/admin/dashboard?club=${clubId}&date=${night()}`);
  const section = admin.getByRole('region', { name: 'GUESTLISTS AND RESERVATIONS' });
  await expect(section.getByRole('combobox', { name: 'Club' })).toHaveText(CLUB);
  // Several members share the demo name: the phone number finds ours.
  await section.getByLabel('Search by name or phone').fill(digits.slice(1));
  return section;
}

test('an admin confirms a table, completes it on its night and corrects its spend from the night view, the member sees the cashback, and the guestlist exports as CSV', async ({
  page,
  admin,
}) => {
  // A member's and an admin's whole evening: sign-ups, a join, a booking, two status changes, a
  // correction and an export.
  test.setTimeout(120_000);
  const { phone, clubId, reservationId, arrivalTime } = await memberJoinsAndBooks(page);
  const digits = phone.replace(/\D/g, '');

  const section = await ourReservation(admin, clubId, digits);
  await expect(section.getByRole('list', { name: 'Counts for the night' })).toContainText('LADIES');

  // GUESTLIST: the party the member joined with, confirmed (capacity is open on the demo nights).
  const guestlist = section.getByRole('list', { name: 'Guestlist' });
  await expect(guestlist.getByRole('listitem')).toHaveCount(1);
  await expect(guestlist.getByRole('listitem').first()).toContainText('CONFIRMED');
  await expect(guestlist.getByRole('listitem').first()).toContainText('arrived 0/1');

  await section.getByRole('tab', { name: /^RESERVATIONS/ }).click();
  const row = section.getByRole('list', { name: 'Reservations' }).getByRole('listitem').first();
  await expect(row).toContainText('REQUESTED');
  await expect(row).toContainText('12% CASHBACK');
  await row.getByRole('button', { name: 'CONFIRM' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Confirm this table?' });
  // The safe choice has the focus.
  await expect(confirm.getByRole('button', { name: 'GO BACK' })).toBeFocused();
  await confirm.getByRole('button', { name: 'YES, CONFIRM' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('CONFIRMED');
  // The member's open page follows by itself.
  await expect(page.getByRole('status').getByText('CONFIRMED', { exact: true })).toBeVisible();

  // The night has not come: COMPLETE and NO-SHOW wait for the table's arrival time.
  const wait = `COMPLETE and NO-SHOW open at the table's arrival time: from ${arrivalTime}.`;
  await expect(row.getByRole('button', { name: 'COMPLETE' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'COMPLETE' })).toHaveAccessibleDescription(wait);
  await expect(row.getByRole('button', { name: 'NO-SHOW' })).toBeDisabled();

  // Half an hour after the arrival time, on the night.
  await moveContextTo(
    admin.context(),
    new Date(arrivalInstant(night(), arrivalTime).getTime() + 30 * 60_000),
  );
  await ourReservation(admin, clubId, digits);
  await section.getByRole('tab', { name: /^RESERVATIONS/ }).click();
  await expect(row.getByRole('button', { name: 'NO-SHOW' })).toBeEnabled();
  await row.getByRole('button', { name: 'COMPLETE' }).click();
  const complete = admin.getByRole('dialog', { name: 'Complete this reservation' });
  const amount = complete.getByLabel('Amount spent');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('');
  await complete.getByRole('button', { name: 'COMPLETE' }).click();
  await expect(complete.getByText('Type the amount spent.')).toBeVisible();
  await amount.fill('250');
  await expect(complete.getByRole('status')).toHaveText('Cashback credited: $30.00 (12% of $250.00)');
  await complete.getByRole('button', { name: 'COMPLETE' }).click();
  await expect(complete).toBeHidden();
  await expect(row).toContainText('COMPLETED');
  await expect(row).toContainText('spent $250.00');

  await page.goto(`/my-reservations/${reservationId}`);
  await expect(page.getByText('You spent $250.00 → $30.00 cashback credited to your balance.')).toBeVisible();

  // The bill was $200: CORRECT SPEND, with the reason; the cashback follows and the member sees it.
  await row.getByRole('button', { name: 'CORRECT SPEND' }).click();
  const correct = admin.getByRole('dialog', { name: 'CORRECT SPEND' });
  await expect(correct.getByLabel('Amount really spent')).toBeFocused();
  await correct.getByRole('button', { name: 'SAVE CORRECTION' }).click();
  await expect(correct.getByText('Type what the party really spent.')).toBeVisible();
  await expect(correct.getByText('Say why the spend is corrected.')).toBeVisible();
  await correct.getByLabel('Amount really spent').fill('200');
  await correct.getByLabel('Reason').fill('A $50 bottle was on the wrong table.');
  await expect(correct.getByRole('status')).toHaveText(
    'Cashback $30.00 → $24.00 (12% of $200.00). Cashback the member already spent stays theirs: only their balance is taken back.',
  );
  await correct.getByRole('button', { name: 'SAVE CORRECTION' }).click();
  await expect(correct).toBeHidden();
  await expect(section.getByRole('status').filter({ hasText: 'spend corrected' })).toHaveText(
    /'s spend corrected: \$250\.00 → \$200\.00, cashback \$30\.00 → \$24\.00\.$/,
  );
  await expect(row).toContainText('spent $200.00 · $24.00 cashback credited');
  await page.reload();
  await expect(page.getByText('You spent $200.00 → $24.00 cashback credited to your balance.')).toBeVisible();

  // EXPORT: the night's guestlist as the door's CSV.
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'EXPORT' }).click();
  await expect(admin.getByRole('heading', { name: 'EXPORT GUESTLIST' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Club' }).click();
  await admin.getByRole('option', { name: CLUB }).click();
  await admin.getByRole('textbox', { name: 'From', exact: true }).fill(night());
  await admin.getByRole('textbox', { name: 'To', exact: true }).fill(night());
  await expect(admin.getByRole('radio', { name: 'CSV' })).toBeChecked();
  await expect(admin.getByRole('list', { name: 'Columns in the file' })).toContainText('Waitlist #');
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'DOWNLOAD' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(new RegExp(`^${EXPORT_COLUMNS.join(',')},Guest 1(,Guest \\d+)*$`));
  const ours = rows.find((line) => line.replace(/\D/g, '').includes(digits));
  expect(ours, `a row for ${phone} in:\n${csv}`).toBeDefined();
  expect(ours).toContain(night());
  expect(ours).toContain('Lovelace');
  expect(ours?.toLowerCase()).toContain('confirmed');
});
