import type { AdminPayment, PaymentTotals } from '../../../../shared/api/admin/payments-schema.ts';
import { addDays, type IsoDate } from '../../../../shared/dates.ts';
import type { PaymentProviderName, PaymentStatus } from '../../../../shared/deposits.ts';
import { formatMoney } from '../../../../shared/money.ts';

/** A payment's status as the venue's books say it. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  pending: 'Pending',
  held: 'Held',
  paid: 'Paid',
  failed: 'Failed',
  released: 'Released',
  refunded: 'Refunded',
  forfeited: 'Kept (no-show)',
  applied: 'Counted against bill',
};

export const PROVIDER_TEXT: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  standin: 'Stand-in',
  cashback: 'Cashback',
};

/** A figure of the payments' totals, for a FigureTile. */
export interface TotalTile {
  label: string;
  value: string;
  detail: string;
  lead?: boolean;
}

/** The period's money in six figures, after what the club netted on cards. */
export function totalTiles(t: PaymentTotals): TotalTile[] {
  return [
    {
      label: 'NET TAKEN',
      value: formatMoney(t.takenCents - t.refundedCents),
      detail: 'Card money taken, less refunds',
      lead: true,
    },
    { label: 'TAKEN', value: formatMoney(t.takenCents), detail: 'Charged to cards' },
    { label: 'REFUNDED', value: formatMoney(t.refundedCents), detail: 'Given back to cards' },
    { label: 'HELD NOW', value: formatMoney(t.heldCents), detail: 'On cards, not taken yet' },
    { label: 'KEPT ON NO-SHOWS', value: formatMoney(t.forfeitedCents), detail: 'Card and cashback' },
    { label: 'CASHBACK USED', value: formatMoney(t.cashbackUsedCents), detail: 'Put towards deposits' },
    {
      label: 'CASHBACK RETURNED',
      value: formatMoney(t.cashbackReturnedCents),
      detail: 'Back to members with refunds',
    },
  ];
}

/** The id to find a payment by in the provider's dashboard: the payment's, else its checkout's. */
export function providerId(payment: AdminPayment): { id: string; kind: 'payment' | 'checkout' } | null {
  if (payment.providerPaymentId) return { id: payment.providerPaymentId, kind: 'payment' };
  if (payment.checkoutId) return { id: payment.checkoutId, kind: 'checkout' };
  return null;
}

/** `$50.00`, or a dash for nothing, so the columns of a long list read at a glance. */
export const moneyOrDash = (cents: number) => (cents === 0 ? '—' : formatMoney(cents));

/** Under the list: how much of it is on screen. */
export function shownText(shown: number, more: boolean): string {
  const n = shown.toLocaleString('en-US');
  if (more) return `Showing the first ${n} payments: LOAD MORE for the rest.`;
  return shown === 1 ? 'The one payment in this range.' : `All ${n} payments in this range.`;
}

/** How far past today PAYMENTS reaches when the range ends today: deposits are paid ahead of their night. */
export const COMING_NIGHTS_DAYS = 90;

/**
 * The nights PAYMENTS lists: the page's range, and when that range ends today the coming nights too,
 * so a deposit just paid for next week shows on opening. Kept within the reports' longest range.
 */
export function paymentsRange<R extends { from: IsoDate; to: IsoDate }>(
  range: R,
  today: IsoDate,
  maxDays: number,
): R & { coming: boolean } {
  if (range.to !== today) return { ...range, coming: false };
  const to = [addDays(today, COMING_NIGHTS_DAYS), addDays(range.from, maxDays - 1)].sort()[0] as IsoDate;
  return { ...range, to, coming: to > today };
}
