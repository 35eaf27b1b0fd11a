import { type Browser, devices, expect, type Page, type TestInfo, test } from '@playwright/test';
import { type IsoDate, type Weekday, weekdayOf } from '../../src/shared/dates.ts';
import {
  depositPanel,
  expectCheckout,
  expectDepositFigures,
  expectPaymentChecked,
  payWith,
  reservationIdOf,
} from './deposit-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { newMember as signUpThroughApi } from './fixtures.ts';
import {
  addDays,
  arrivalInstant,
  CLUB_TIME_ZONE,
  closeContexts,
  clubToday,
  depositIsHeld,
  moveContextTo,
} from './helpers.ts';

/**
 * The journeys of a table deposit through the payment stand-in's checkout page, on a phone. This
 * spec's own admin number: a code sent to a number another spec uses would replace that spec's.
 */
const ADMIN_PHONE = '+12125550116';
const PHONE_ONLY = 'a phone journey: members book and pay from their phones';

/** The demo clubs' Booth, priced all in (src/server/demo/demo-data.ts). */
const NEON_ROOM = {
  name: 'Neon Room',
  book: 'BOOK · 10% CASHBACK',
  // $500 minimum, 20% service, 8.875% tax on both, a 25% deposit.
  booth: [
    ['Minimum spend', '$500.00'],
    ['Service charge (20%)', '$100.00'],
    ['Tax (8.875%)', '$53.25'],
    ['All-in total', '$653.25'],
    ['Deposit due now', '$163.31'],
    ['Paid at the club on the night', '$489.94'],
  ],
  deposit: '$163.31',
} as const;
const AURORA_ROOFTOP = {
  name: 'Aurora Rooftop',
  book: 'BOOK · 12% CASHBACK',
  // $400 minimum, 18% service, 8.875% tax on both, a 20% deposit.
  booth: [
    ['Minimum spend', '$400.00'],
    ['Service charge (18%)', '$72.00'],
    ['Tax (8.875%)', '$41.89'],
    ['All-in total', '$513.89'],
    ['Deposit due now', '$102.78'],
    ['Paid at the club on the night', '$411.11'],
  ],
  deposit: '$102.78',
} as const;
type Club = typeof NEON_ROOM | typeof AURORA_ROOFTOP;

/** Both clubs open on these nights (Neon Room Thursday to Saturday, Aurora Rooftop to Sunday). */
const BOTH_OPEN: readonly Weekday[] = ['thursday', 'friday', 'saturday'];

/** The first night both clubs open, on `date` or later (at most 3 more days). */
function openNightFrom(date: IsoDate): IsoDate {
  let night = date;
  while (!BOTH_OPEN.includes(weekdayOf(night))) night = addDays(night, 1);
  return night;
}

/** The first night both clubs open, `days` days from today in the clubs' zone or later. */
const openNight = (days: number) => openNightFrom(addDays(clubToday(), days));

/**
 * A night within 6 days, whose deposit is held on the card until the club confirms: 1 to 5 days
 * ahead, arriving at 21:00, is at most 5 days 21 hours away. Tomorrow or later, so the arrival is
 * never already past.
 */
const nearNight = () => openNight(1);
/** A night more than 6 days away, whose deposit is taken at the checkout: 7 to 9 days ahead. */
const farNight = () => openNight(7);

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/**
 * From the home page on `night`, opens `club`'s booking, chooses the Booth at the first arrival time
 * and goes to the review, where the Booth's all-in price is checked line by line. Answers the club's
 * id, the arrival time and whether the deposit is a hold (seen from `now`).
 */
async function reviewBooth(
  page: Page,
  club: Club,
  night: IsoDate,
  now = new Date(),
): Promise<{ clubId: string; arrivalTime: string; held: boolean }> {
  await card(page, club.name).getByRole('button', { name: club.book }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/[0-9a-f-]{36}\\?date=${night}`));
  const clubId = new URL(page.url()).pathname.split('/').pop()!;
  const arrival = page.getByLabel('Arrival time (club time)');
  await arrival.selectOption({ index: 0 });
  const arrivalTime = await arrival.inputValue();
  const held = depositIsHeld(night, arrivalTime, now);
  await page.getByRole('radio', { name: /^Booth/ }).check();
  await page.getByRole('button', { name: 'REVIEW REQUEST' }).click();
  await expect(page.getByRole('heading', { name: 'REVIEW YOUR REQUEST' })).toBeFocused();

  const costs = page.getByRole('region', { name: 'WHAT IT COSTS' });
  await expect(costs.getByRole('term')).toHaveText(club.booth.map(([label]) => label));
  await expect(costs.getByRole('definition')).toHaveText(club.booth.map(([, value]) => value));
  // Held or charged is said before the checkout, beside the button, as the server will decide it.
  const bar = page.getByRole('region', { name: 'Your request' });
  await expect(bar).toContainText(
    `${club.deposit} deposit · ${held ? 'held on your card' : 'charged to your card'}`,
  );
  await expect(bar.getByRole('button', { name: `REQUEST AND PAY ${club.deposit} DEPOSIT` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'THE DEPOSIT' })).toContainText(
    held ? 'A hold, not a charge' : 'charged to your card on a secure checkout page',
  );
  return { clubId, arrivalTime, held };
}

/**
 * A new member (signed up through the API: the dialog has its own journeys) on `night`'s home page.
 * Answers their phone number.
 */
async function newMember(page: Page, night: IsoDate): Promise<string> {
  const phone = await signUpThroughApi(page.context());
  await page.goto(`/?date=${night}`);
  return phone;
}

/** The night's reservations on the venue's dashboard, searched down to the member's phone number. */
async function venueNight(admin: Page, clubId: string, night: IsoDate, phone: string) {
  await admin.goto(`/admin/dashboard?club=${clubId}&date=${night}`);
  const section = admin.getByRole('region', { name: 'GUESTLISTS AND RESERVATIONS' });
  await expect(section.getByRole('combobox', { name: 'Club' })).toHaveText(NEON_ROOM.name);
  // Several members share the demo name: the phone number finds ours.
  await section.getByLabel('Search by name or phone').fill(phone.replace(/\D/g, '').slice(1));
  await section.getByRole('tab', { name: /^RESERVATIONS/ }).click();
  return section.getByRole('list', { name: 'Reservations' }).getByRole('listitem');
}

/** The venue's admin, on a desktop of their own, signed in with this spec's number. */
async function adminPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    baseURL: testInfo.project.use.baseURL,
    timezoneId: CLUB_TIME_ZONE,
    locale: 'en-US',
  });
  await apiSignIn(context.request, ADMIN_PHONE, 'Ana');
  return context.newPage();
}

test('a member pays a held deposit, the club confirms and completes it, and the cashback pays part of the next deposit', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
  const night = nearNight();
  const phone = await newMember(page, night);

  // The review says everything the table costs, and what is due now, before anything is sent.
  const { clubId, arrivalTime, held } = await reviewBooth(page, NEON_ROOM, night);
  expect(held, `a deposit for ${night} is held`).toBe(true);
  // Nothing to put towards it yet.
  await expect(page.getByRole('switch', { name: 'Use my cashback' })).toHaveCount(0);
  await page.getByRole('button', { name: 'REQUEST AND PAY $163.31 DEPOSIT' }).click();
  await expectCheckout(page, { amount: '$163.31', held, club: NEON_ROOM.name, table: 'Booth', night });

  // The venue sees the request, and cannot confirm it while the checkout is open.
  const admin = await adminPage(browser, testInfo);
  const rows = await venueNight(admin, clubId, night, phone);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText('REQUESTED');
  await expect(row).toContainText('Deposit pending $163.31');
  await expect(row).toContainText('all in $653.25');
  const confirmButton = row.getByRole('button', { name: 'CONFIRM', exact: true });
  await expect(confirmButton).toBeDisabled();
  await expect(confirmButton).toHaveAccessibleDescription(
    'Deposit not paid yet (checkout open): confirm once the member pays it.',
  );

  // The member pays: the card is held, and the venue's night follows by itself.
  await payWith(page, 'works');
  const reservationId = await expectPaymentChecked(page, 'Deposit held');
  await expect(page.getByRole('status').getByText('REQUESTED', { exact: true })).toBeVisible();
  await expectDepositFigures(page, [
    ['Deposit', '$163.31'],
    ['Held on your card', '$163.31'],
  ]);
  await expect(row).toContainText('Deposit held $163.31');
  await expect(confirmButton).toBeEnabled();

  // REPORTING opens on a range that reaches the coming nights: the deposit just held is there.
  const mine = await (await page.request.get(`/api/reservations/${reservationId}`)).json();
  const providerPaymentId: string = mine.deposit.payments.at(-1).providerPaymentId;
  const reporting = await admin.context().newPage();
  await reporting.goto('/admin/reporting');
  const payments = reporting.getByRole('region', { name: 'PAYMENTS', exact: true });
  await expect(payments).toContainText(`and the coming nights to`);
  const paid = payments.getByRole('row').filter({ hasText: providerPaymentId });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('$163.31');
  await reporting.close();

  // CONFIRM takes the hold.
  await confirmButton.click();
  const confirm = admin.getByRole('dialog', { name: 'Confirm this table?' });
  await expect(confirm).toContainText('The $163.31 held on their card is taken now.');
  await confirm.getByRole('button', { name: 'YES, CONFIRM' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('CONFIRMED');
  await expect(row).toContainText('Deposit paid $163.31');
  await expect(page.getByRole('status').getByText('CONFIRMED', { exact: true })).toBeVisible();
  await expect(depositPanel(page).getByText('Deposit paid', { exact: true })).toBeVisible();
  await expectDepositFigures(page, [
    ['Deposit', '$163.31'],
    ['Paid by card', '$163.31'],
  ]);

  // On the night, half an hour after the arrival time, COMPLETE counts the deposit against the bill
  // and credits 10% of the spend.
  await expect(row.getByRole('button', { name: 'COMPLETE' })).toBeDisabled();
  const completedAt = new Date(arrivalInstant(night, arrivalTime).getTime() + 30 * 60_000);
  await moveContextTo(admin.context(), completedAt);
  await venueNight(admin, clubId, night, phone);
  await row.getByRole('button', { name: 'COMPLETE' }).click();
  const complete = admin.getByRole('dialog', { name: 'Complete this reservation' });
  await complete.getByLabel('Amount spent').fill('800');
  await expect(complete.getByRole('status')).toContainText(
    'Deposit $163.31 already paid: the party owes $636.69 ($800.00 − $163.31).',
  );
  await expect(complete.getByRole('status')).toContainText('Cashback credited: $80.00 (10% of $800.00)');
  await complete.getByRole('button', { name: 'COMPLETE' }).click();
  await expect(complete).toBeHidden();
  await expect(row).toContainText('COMPLETED');
  await expect(row).toContainText('Counted against bill $163.31');
  await expect(row).toContainText('spent $800.00');
  await closeContexts(admin.context());

  expect(reservationIdOf(page)).toBe(reservationId);
  await expect(page.getByText('You spent $800.00 → $80.00 cashback credited to your balance.')).toBeVisible();
  await expect(depositPanel(page).getByText('Counted against your bill', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'ALL MY PASSES' }).click();
  const cashback = page.getByRole('region', { name: 'CASHBACK' });
  await expect(cashback.getByText('$80.00', { exact: true })).toBeVisible();
  const ledger = cashback
    .getByRole('list', { name: 'Cashback earned, spent and returned' })
    .getByRole('listitem');
  await expect(ledger).toHaveText([/^Earned at Neon Room.*plus \$80\.00$/]);

  // Another table, the next night both clubs open, booked after that night out (the member's clock
  // moves on past the completion): $50 of the $80 goes towards its deposit, the card pays the rest.
  const bookedAt = new Date(completedAt.getTime() + 60_000);
  await moveContextTo(page.context(), bookedAt);
  const nextNight = openNightFrom(addDays(night, 1));
  await page.goto(`/?date=${nextNight}`);
  const next = await reviewBooth(page, AURORA_ROOFTOP, nextNight, bookedAt);
  const paying = page.getByRole('region', { name: 'THE DEPOSIT' });
  const useCashback = paying.getByRole('switch', { name: 'Use my cashback' });
  await expect(useCashback).toHaveAccessibleDescription(
    'Your balance is $80.00: up to $80.00 can go towards this deposit.',
  );
  await useCashback.check();
  const amount = paying.getByRole('textbox', { name: 'Cashback to use' });
  await expect(amount).toHaveValue('80.00');
  await expect(paying.getByRole('status')).toHaveText('$80.00 from cashback, $22.78 left to pay by card.');
  await amount.fill('50');
  await expect(paying.getByRole('status')).toHaveText('$50.00 from cashback, $52.78 left to pay by card.');
  await expect(paying).toContainText('The cashback you used goes back to your balance then too.');
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(
    `$102.78 deposit · $52.78 ${next.held ? 'held on your card' : 'charged to your card'}`,
  );
  await page.getByRole('button', { name: 'REQUEST AND PAY $52.78 DEPOSIT' }).click();
  await expectCheckout(page, {
    amount: '$52.78',
    held: next.held,
    club: AURORA_ROOFTOP.name,
    table: 'Booth',
    night: nextNight,
  });
  await payWith(page, 'works');
  await expectPaymentChecked(page, next.held ? 'Deposit held' : 'Deposit paid');
  await expectDepositFigures(page, [
    ['Deposit', '$102.78'],
    ['Cashback used', '$50.00'],
    [next.held ? 'Held on your card' : 'Paid by card', '$52.78'],
  ]);

  // The balance is $50 lighter, and the ledger says where it went.
  await page.getByRole('link', { name: 'ALL MY PASSES' }).click();
  await expect(cashback.getByText('$30.00', { exact: true })).toBeVisible();
  await expect(ledger).toHaveText([
    /^Deposit at Aurora Rooftop.*minus \$50\.00$/,
    /^Earned at Neon Room.*plus \$80\.00$/,
  ]);
});

test('a declined card leaves the request saved with its deposit to pay, and another card pays it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
  const night = nearNight();
  await newMember(page, night);
  const { held } = await reviewBooth(page, AURORA_ROOFTOP, night);
  await page.getByRole('button', { name: 'REQUEST AND PAY $102.78 DEPOSIT' }).click();
  const checkout = { amount: '$102.78', held, club: AURORA_ROOFTOP.name, table: 'Booth', night };
  await expectCheckout(page, checkout);
  const checkoutUrl = page.url();

  // The bank says no: the checkout says so and stays open for another card.
  await payWith(page, 'declined');
  await expect(page).toHaveURL(checkoutUrl);
  const decline = page.getByRole('alert');
  await expect(decline).toContainText('Your card was declined.');
  await expect(decline).toContainText('Nothing was charged. Try another card.');

  // Back to Nightlist: the request is saved, its deposit still to pay, and the way back to paying it.
  await page.getByRole('link', { name: '← Back to Nightlist' }).click();
  await expect(page).toHaveURL(/\/my-reservations\/[0-9a-f-]{36}$/);
  const reservationId = reservationIdOf(page);
  await expect(page.getByRole('status').getByText('REQUESTED', { exact: true })).toBeVisible();
  const panel = depositPanel(page);
  await expect(panel.getByRole('status')).toHaveText(
    'You left the checkout: your request is saved; pay the deposit to keep it.',
  );
  await expect(panel.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await expectDepositFigures(page, [
    ['Deposit', '$102.78'],
    [held ? 'To hold on your card' : 'To pay by card', '$102.78'],
  ]);
  const pay = panel.getByRole('button', { name: 'CONTINUE TO PAYMENT' });
  await expect(pay).toBeVisible();
  // Unpaid, the request says by when to pay, and that the club cannot confirm it until then.
  await expect(panel).toContainText(
    /Pay it before \w{3} \d{1,2} \w{3}, \d{2}:\d{2} club time, when your party is due: the club can confirm your table only once it is paid\./,
  );
  await expect(page.getByRole('status').filter({ hasText: 'REQUESTED' })).toContainText(
    'can confirm it once the deposit is paid',
  );

  // The checkout again, where a card that works pays it.
  await pay.click();
  await expectCheckout(page, checkout);
  await expect(page).toHaveURL(checkoutUrl);
  await payWith(page, 'works');
  expect(await expectPaymentChecked(page, held ? 'Deposit held' : 'Deposit paid')).toBe(reservationId);
  await expectDepositFigures(page, [
    ['Deposit', '$102.78'],
    [held ? 'Held on your card' : 'Paid by card', '$102.78'],
  ]);
  await expect(panel.getByText('Your card was declined.', { exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expect(panel).not.toContainText('Pay it before');
  await expect(page.getByRole('status').filter({ hasText: 'REQUESTED' })).toContainText(
    'The club has your request and will confirm or decline it.',
  );
});

test('a deposit paid through 3-D Secure is refunded when the member cancels before the cut-off', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', PHONE_ONLY);
  const night = farNight();
  await newMember(page, night);
  const { held } = await reviewBooth(page, NEON_ROOM, night);
  expect(held, `a deposit for ${night} is taken at the checkout`).toBe(false);
  await page.getByRole('button', { name: 'REQUEST AND PAY $163.31 DEPOSIT' }).click();
  await expectCheckout(page, { amount: '$163.31', held, club: NEON_ROOM.name, table: 'Booth', night });

  // The card asks the bank to check it is the member, who completes it: the deposit is paid.
  await payWith(page, '3ds');
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+\/authenticate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bank wants to check it is you');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expectPaymentChecked(page, 'Deposit paid');
  await expectDepositFigures(page, [
    ['Deposit', '$163.31'],
    ['Paid by card', '$163.31'],
  ]);

  // Cancelled before the cut-off: refunded in full.
  const cancel = page.getByRole('button', { name: 'CANCEL RESERVATION' });
  await expect(cancel).toHaveAccessibleDescription(
    /^Free cancellation in the app until .+ club time, your deposit back in full\.$/,
  );
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(dialog).toContainText('Your $163.31 card deposit is refunded in full.');
  await expect(dialog.getByRole('button', { name: 'KEEP MY TABLE' })).toBeFocused();
  await dialog.getByRole('button', { name: 'YES, CANCEL RESERVATION' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'CANCELLED' })).toBeVisible();
  await expect(depositPanel(page).getByText('Refunded', { exact: true })).toBeVisible();
  await expectDepositFigures(page, [
    ['Deposit', '$163.31'],
    ['Paid by card', '$163.31'],
    ['Refunded to your card', '$163.31'],
  ]);
  await expect(page.getByRole('button', { name: 'CANCEL RESERVATION' })).toHaveCount(0);
});
