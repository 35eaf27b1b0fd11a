import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '../../../../shared/api/admin/payments-schema.ts';
import { PAYMENT_STATUSES } from '../../../../shared/deposits.ts';
import {
  moneyOrDash,
  PAYMENT_STATUS_TEXT,
  paymentsRange,
  providerId,
  shownText,
  totalTiles,
} from './payment-format.ts';

describe('the payments section', () => {
  it('shows the totals in dollars and cents, net taken first', () => {
    const tiles = totalTiles({
      takenCents: 130_650,
      refundedCents: 32_663,
      heldCents: 48_994,
      forfeitedCents: 32_663,
      cashbackUsedCents: 5_000,
      cashbackReturnedCents: 0,
    });
    expect(tiles.map((t) => [t.label, t.value])).toEqual([
      ['NET TAKEN', '$979.87'],
      ['TAKEN', '$1,306.50'],
      ['REFUNDED', '$326.63'],
      ['HELD NOW', '$489.94'],
      ['KEPT ON NO-SHOWS', '$326.63'],
      ['CASHBACK USED', '$50.00'],
      ['CASHBACK RETURNED', '$0.00'],
    ]);
    expect(tiles.filter((t) => t.lead)).toHaveLength(1);
  });

  it('names every status, and finds the id to search the provider for', () => {
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_STATUS_TEXT[status]).toBeTruthy();
    const payment = { providerPaymentId: null, checkoutId: 'cs_test_1' } as AdminPayment;
    expect(providerId(payment)).toEqual({ id: 'cs_test_1', kind: 'checkout' });
    expect(providerId({ ...payment, providerPaymentId: 'pi_1' })).toEqual({ id: 'pi_1', kind: 'payment' });
    expect(providerId({ ...payment, checkoutId: null })).toBeNull();
    expect(moneyOrDash(0)).toBe('—');
    expect(moneyOrDash(1_234_50)).toBe('$1,234.50');
  });

  it('says how much of the list is loaded', () => {
    expect(shownText(50, true)).toBe('Showing the first 50 payments: LOAD MORE for the rest.');
    expect(shownText(1, false)).toBe('The one payment in this range.');
    expect(shownText(1200, false)).toBe('All 1,200 payments in this range.');
  });
});

describe('paymentsRange', () => {
  it('reaches the coming nights when the range ends today: deposits are paid ahead', () => {
    expect(paymentsRange({ from: '2026-10-25', to: '2026-11-23' }, '2026-11-23', 366)).toEqual({
      from: '2026-10-25',
      to: '2027-02-21',
      coming: true,
    });
  });
  it('keeps a range that ends another day, and stays within the longest range', () => {
    expect(paymentsRange({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-23', 366)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      coming: false,
    });
    expect(paymentsRange({ from: '2025-11-23', to: '2026-11-23' }, '2026-11-23', 366)).toMatchObject({
      to: '2026-11-23',
      coming: false,
    });
  });
});
