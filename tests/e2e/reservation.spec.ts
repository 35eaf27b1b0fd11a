import type { BrowserContext, Page } from '@playwright/test';
import type { IsoDate } from '../../src/shared/dates.ts';
import {
  depositPanel,
  expectCheckout,
  expectDepositFigures,
  expectPaymentChecked,
  payWith,
} from './deposit-helpers.ts';
import { expect, newMember, test } from './fixtures.ts';
import { addDays, arrivalInstant, nextThursday } from './helpers.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/**
 * A new member (signed up through the API: the dialog has its own journeys) opens Neon Room's (10%
 * cashback) booking from the next Thursday's home page; answers the night.
 */
async function openReserveScreen(page: Page, thursday: IsoDate = nextThursday()): Promise<string> {
  await newMember(page.context());
  await page.goto(`/?date=${thursday}`);
  await card(page, 'Neon Room').getByRole('button', { name: 'BOOK · 10% CASHBACK' }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/[0-9a-f-]{36}\\?date=${thursday}`));
  await expect(page.getByRole('form', { name: 'Reserve a table' })).toBeVisible();
  return thursday;
}

async function review(page: Page) {
  await page.getByRole('button', { name: 'REVIEW REQUEST' }).click();
  // The step changed: the focus follows, to the review's heading.
  await expect(page.getByRole('heading', { name: 'REVIEW YOUR REQUEST' })).toBeFocused();
}

/**
 * A request with nothing to pay up front: straight to the reservation's page. Double-tapped, with the
 * answer held back: one request goes, the button busy from the first tap until the answer.
 */
async function confirmRequest(page: Page): Promise<string> {
  let requests = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/reservations', async (route) => {
    if (route.request().method() === 'POST') requests++;
    await answered;
    await route.continue();
  });
  await page.getByRole('button', { name: 'REQUEST TABLE' }).dblclick();
  const busy = page.getByRole('button', { name: 'SUBMITTING...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  answer();
  await expect(page).toHaveURL(/\/my-reservations\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Request sent — waiting for the club to confirm')).toBeVisible();
  await expect(page.getByRole('status').getByText('REQUESTED', { exact: true })).toBeVisible();
  expect(requests).toBe(1);
  await page.unroute('**/api/reservations');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * The club's answer through the API; `at` serves it at another instant (the e2e server's test clock):
 * a table is completed on its night, from its arrival time.
 */
async function setStatus(
  admin: BrowserContext,
  reservationId: string,
  data: { status: string; amountSpentCents?: number },
  at?: Date,
) {
  const response = await admin.request.post(`/api/admin/reservations/${reservationId}/status`, {
    data,
    headers: at ? { 'x-test-clock': at.toISOString() } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a member books a table with cashback, sees it confirmed live and the cashback after the night', async ({
  page,
  adminContext,
}) => {
  // A whole evening in one journey: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const night = await openReserveScreen(page);
  const party = page.getByRole('group', { name: 'PARTY SIZE' });
  await party.getByRole('button', { name: 'More guests' }).click();
  await expect(party.locator('output')).toHaveText('3');
  const arrival = page.getByLabel('Arrival time (club time)');
  await arrival.selectOption({ index: 0 });
  const arrivalTime = await arrival.inputValue();
  const booth = page.getByRole('radio', { name: /^Booth/ });
  await booth.check();
  // Neon Room adds a 20% service charge and 8.875% tax on both, and asks a quarter of it up front.
  await expect(page.getByText('Minimum spend $500.00 · $653.25 all-in')).toBeVisible();
  await expect(page.getByText('Up to 6 guests')).toBeVisible();
  await page.getByLabel('Notes for the club (optional)').fill("Ada's birthday");

  await review(page);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('3 people');
  await expect(summary).toContainText('Booth');
  const costs = page.getByRole('region', { name: 'WHAT IT COSTS' });
  await expect(costs.getByRole('term')).toHaveText([
    'Minimum spend',
    'Service charge (20%)',
    'Tax (8.875%)',
    'All-in total',
    'Deposit due now',
    'Paid at the club on the night',
  ]);
  await expect(costs.getByRole('definition')).toHaveText([
    '$500.00',
    '$100.00',
    '$53.25',
    '$653.25',
    '$163.31',
    '$489.94',
  ]);
  // The sum, the deposit and the one (contained) button stay in a bar at the foot of the screen.
  const bar = page.getByRole('region', { name: 'Your request' });
  await expect(bar).toContainText('ALL IN, AT LEAST$653.25');
  await expect(bar).toContainText(/\$163\.31 deposit · (held on|charged to) your card/);
  const send = bar.getByRole('button', { name: 'REQUEST AND PAY $163.31 DEPOSIT' });
  await expect(send).toHaveClass(/MuiButton-contained/);
  await expect(send).toBeInViewport();
  const cashback = page.getByRole('region', { name: 'CASHBACK' });
  await expect(cashback).toContainText('10% of what you spend, before service charge and tax');
  await expect(cashback).toContainText('spend $500.00 → $50.00 back');
  const terms = page.getByRole('region', { name: 'CANCELLATION TERMS' });
  await expect(terms).toContainText(
    /Free cancellation in the app until \w{3} \d{1,2} \w{3}, \d{2}:\d{2} club time/,
  );
  // The terms once: the deadline and the club's own words, not a list saying the same again.
  await expect(terms.getByRole('listitem')).toHaveCount(0);

  // The request is saved, then the deposit is paid on the payment provider's page (the stand-in here).
  await send.click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  // Next Thursday may be more or less than 6 days away: within them the card is only held until the
  // club confirms, further away it is paid at once. The server decided when the request was saved.
  const [saved] = (await (await page.request.get('/api/reservations')).json()).reservations;
  const held = saved.deposit.capture === 'manual';
  await expectCheckout(page, { amount: '$163.31', held, club: 'Neon Room', table: 'Booth', night });
  await payWith(page, 'works');
  const reservationId = await expectPaymentChecked(page, held ? 'Deposit held' : 'Deposit paid');
  await expect(page.getByRole('status').getByText('REQUESTED', { exact: true })).toBeVisible();
  await expectDepositFigures(page, [
    ['Deposit', '$163.31'],
    [held ? 'Held on your card' : 'Paid by card', '$163.31'],
  ]);
  await expect(page.getByText('10% cashback fixed at booking')).toBeVisible();

  // The club confirms: the member's open page changes by itself (the live `me` event), the deposit taken.
  await setStatus(adminContext, reservationId, { status: 'confirmed' });
  await expect(page.getByRole('status').getByText('CONFIRMED', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Door QR code for your table at Neon Room/ })).toBeVisible();
  await expect(depositPanel(page).getByText('Deposit paid', { exact: true })).toBeVisible();
  await expectDepositFigures(page, [
    ['Deposit', '$163.31'],
    ['Paid by card', '$163.31'],
  ]);

  // On the night, an hour after the arrival time: completed with what the party spent, 10% comes
  // back; the deposit went on the bill.
  const onTheNight = new Date(arrivalInstant(night, arrivalTime).getTime() + 3_600_000);
  await setStatus(adminContext, reservationId, { status: 'completed', amountSpentCents: 50_000 }, onTheNight);
  await expect(page.getByText('You spent $500.00 → $50.00 cashback credited to your balance.')).toBeVisible();
  await expect(depositPanel(page).getByText('Counted against your bill', { exact: true })).toBeVisible();
  // After the night: what was spent and what the deposit covered, not the quote, and the cashback's basis.
  const theNight = page.getByRole('region', { name: 'THE NIGHT' });
  await expect(theNight.getByRole('term')).toHaveText([
    'Spent, before service and tax',
    'Deposit, counted against your bill',
    'Cashback (10% of the spend)',
  ]);
  await expect(theNight.getByRole('definition')).toHaveText(['$500.00', '$163.31', '$50.00']);
  await expect(page.getByText('Counted on the spend before service charge and tax.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'PRICE, ALL IN' })).toHaveCount(0);

  await page.getByRole('link', { name: 'ALL MY PASSES' }).click();
  const cashbackSection = page.getByRole('region', { name: 'CASHBACK' });
  await expect(cashbackSection).toContainText('$50.00');
  await expect(
    cashbackSection.getByRole('list', { name: 'Cashback earned, spent and returned' }).getByRole('listitem'),
  ).toHaveText([/^Earned at Neon Room.*\+\$50\.00/]);
  await page.getByRole('tab', { name: /^PAST/ }).click();
  await expect(page.locator(`a[href="/my-reservations/${reservationId}"]`)).toContainText('COMPLETED');
});

test('a member cancels a table reservation after confirming in the dialog', { tag: '@phone-only' }, async ({
  page,
}) => {
  // A week later than the next Thursday: cancelling in the app closes 24 hours before the arrival, so
  // from Wednesday evening to Thursday night (club time) the next Thursday's table could not be cancelled.
  await openReserveScreen(page, addDays(nextThursday(), 7));
  await review(page);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('No table preference');
  // No table, no minimum spend: no deposit either, so no checkout.
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Nothing to pay now');
  const reservationId = await confirmRequest(page);
  // Still a request, the night can already go in the calendar (the file says TENTATIVE).
  const addToCalendar = page.getByRole('link', { name: 'ADD TO CALENDAR' });
  await expect(addToCalendar).toHaveAttribute('href', `/api/reservations/${reservationId}/calendar.ics`);

  await page.getByRole('button', { name: 'CANCEL RESERVATION' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(dialog).toBeVisible();
  // The safe choice has the focus: Enter alone never cancels a night out.
  await expect(dialog.getByRole('button', { name: 'KEEP MY TABLE' })).toBeFocused();
  await dialog.getByRole('button', { name: 'YES, CANCEL RESERVATION' }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByRole('status').filter({ hasText: 'CANCELLED' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expect(page.getByRole('button', { name: 'CANCEL RESERVATION' })).toHaveCount(0);
  await expect(addToCalendar).toHaveCount(0);

  await page.goto('/passes');
  await page.getByRole('tab', { name: /^PAST/ }).click();
  await expect(page.locator(`a[href="/my-reservations/${reservationId}"]`)).toContainText('CANCELLED');
});
