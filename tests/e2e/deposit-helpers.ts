import { expect, type Locator, type Page } from '@playwright/test';
import { type IsoDate, nightLabel } from '../../src/shared/dates.ts';

/** The stand-in checkout's test cards (src/server/payments/standin-page.ts), by their buttons' words. */
const CARD_BUTTON = {
  works: /^Pay with a card that works/,
  declined: /^Card declined/,
  '3ds': /^Card that asks for 3-D Secure/,
} as const;

export type TestCard = keyof typeof CARD_BUTTON;

export const RESERVATION_URL = /\/my-reservations\/([0-9a-f-]{36})$/;

/** The reservation's id, from its page's address. */
export function reservationIdOf(page: Page): string {
  const id = RESERVATION_URL.exec(new URL(page.url()).pathname)?.[1];
  expect(id, `a reservation's address, not ${page.url()}`).toBeDefined();
  return id!;
}

export interface CheckoutExpected {
  /** `$163.31`: what the card pays. */
  amount: string;
  /** A hold (the night within 6 days) rather than a payment taken at once. */
  held: boolean;
  club: string;
  table: string;
  night: IsoDate;
}

/** On the stand-in's checkout page: what is paid, for which table, and whether it is a hold. */
export async function expectCheckout(page: Page, expected: CheckoutExpected): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nightlist test checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'What you are paying' });
  await expect(
    summary.getByText(`${expected.table} deposit · ${expected.club} · ${nightLabel(expected.night)}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(summary.getByText(expected.amount, { exact: true })).toBeVisible();
  await expect(summary.getByText(expected.held ? 'Hold' : 'Payment', { exact: true })).toBeVisible();
  await expect(
    summary.getByText(
      expected.held ? 'Authorised now, taken when the club confirms' : 'Taken as soon as you pay',
      { exact: true },
    ),
  ).toBeVisible();
}

/** Presses one of the checkout's test cards (the page posts the form and follows where it leads). */
export async function payWith(page: Page, card: TestCard): Promise<void> {
  await page.getByRole('button', { name: CARD_BUTTON[card] }).click();
}

/** The member's deposit panel on their reservation. */
export const depositPanel = (page: Page): Locator =>
  page.getByRole('region', { name: 'DEPOSIT', exact: true });

/**
 * Back on the reservation from a paid checkout: the `?checkout=done` the checkout sent is dropped once
 * the payment is checked, and the panel says where the deposit stands. Answers the reservation's id.
 */
export async function expectPaymentChecked(
  page: Page,
  state: 'Deposit held' | 'Deposit paid',
): Promise<string> {
  await expect(page).toHaveURL(RESERVATION_URL);
  const panel = depositPanel(page);
  await expect(panel.getByRole('status')).toHaveText(new RegExp(`^Payment checked: ${state}\\.`));
  await expect(panel.getByText(state, { exact: true })).toBeVisible();
  return reservationIdOf(page);
}

/**
 * The deposit panel's figures, every row in order:
 * `[['Deposit', '$163.31'], ['Held on your card', '$163.31']]`.
 */
export async function expectDepositFigures(page: Page, rows: [string, string][]): Promise<void> {
  const panel = depositPanel(page);
  await expect(panel.getByRole('term')).toHaveText(rows.map(([label]) => label));
  await expect(panel.getByRole('definition')).toHaveText(rows.map(([, value]) => value));
}
