import { describe, expect, it } from 'vitest';
import type { Deposit } from '../../../shared/api/reservation-schema.ts';
import { cancelDepositNote, checkedText, depositAction, depositRows } from './deposit-summary.ts';

function deposit(change: Partial<Deposit> = {}): Deposit {
  return {
    state: 'paid',
    amountCents: 32_663,
    cashbackCents: 0,
    cardCents: 32_663,
    refundedCents: 0,
    capture: 'automatic',
    checkoutUrl: null,
    failure: null,
    payments: [],
    ...change,
  };
}

const payment = (provider: 'stripe' | 'cashback', amountCents: number, refundedCents: number) => ({
  id: '00000000-0000-4000-8000-000000000001',
  provider,
  status: 'refunded' as const,
  amountCents,
  refundedCents,
  providerPaymentId: null,
  createdAt: '2026-11-26T20:00:00.000Z',
});

describe('depositRows', () => {
  it('shows the deposit and how it was paid', () => {
    expect(depositRows(deposit({ cashbackCents: 10_000, cardCents: 22_663 }))).toEqual([
      { label: 'Deposit', value: '$326.63' },
      { label: 'Cashback used', value: '$100.00' },
      { label: 'Paid by card', value: '$226.63' },
    ]);
  });

  it('calls a manual capture a hold, and a card not yet charged by card', () => {
    expect(depositRows(deposit({ state: 'held', capture: 'manual' }))[1]?.label).toBe('Hold on your card');
    expect(depositRows(deposit({ state: 'failed', capture: null }))[1]?.label).toBe('By card');
  });

  it('adds what came back: card refunds and cashback returned', () => {
    const refunded = deposit({
      state: 'refunded',
      cashbackCents: 10_000,
      cardCents: 22_663,
      refundedCents: 22_663,
      payments: [payment('cashback', 10_000, 10_000), payment('stripe', 22_663, 22_663)],
    });
    expect(depositRows(refunded).slice(3)).toEqual([
      { label: 'Refunded to your card', value: '$226.63' },
      { label: 'Cashback returned', value: '$100.00' },
    ]);
  });
});

describe('depositAction', () => {
  it('offers to pay a deposit that is due or failed on an open reservation', () => {
    expect(depositAction({ status: 'requested', deposit: deposit({ state: 'due' }) })).toBe('pay');
    expect(depositAction({ status: 'confirmed', deposit: deposit({ state: 'failed' }) })).toBe('pay');
    expect(depositAction({ status: 'cancelled', deposit: deposit({ state: 'failed' }) })).toBeNull();
  });

  it('sends back to a checkout still open, and offers nothing once paid', () => {
    const pending = deposit({ state: 'pending', checkoutUrl: 'https://pay.example/c/1' });
    expect(depositAction({ status: 'requested', deposit: pending })).toBe('continue');
    expect(depositAction({ status: 'requested', deposit: deposit({ state: 'pending' }) })).toBeNull();
    expect(depositAction({ status: 'requested', deposit: deposit() })).toBeNull();
  });
});

describe('cancelDepositNote', () => {
  it('says the card deposit is refunded and the cashback returned', () => {
    expect(cancelDepositNote(deposit({ cashbackCents: 10_000, cardCents: 22_663 }))).toBe(
      'Your $226.63 card deposit is refunded in full. The $100.00 cashback you used goes back to your balance.',
    );
    expect(cancelDepositNote(deposit({ cashbackCents: 32_663, cardCents: 0 }))).toBe(
      'The $326.63 cashback you used goes back to your balance.',
    );
  });

  it('says a hold is released', () => {
    expect(cancelDepositNote(deposit({ state: 'held', capture: 'manual' }))).toBe(
      'The hold on your card ($326.63) is released: nothing is charged.',
    );
  });

  it('says nothing was taken for a deposit not paid, and nothing without one', () => {
    expect(cancelDepositNote(deposit({ state: 'failed' }))).toBe(
      'No card payment was taken for the deposit.',
    );
    expect(cancelDepositNote(deposit({ state: 'none', amountCents: 0, cardCents: 0 }))).toBeNull();
  });
});

describe('checkedText', () => {
  it('reads the state and its meaning', () => {
    expect(checkedText('paid')).toEqual({
      said: 'Payment checked: Deposit paid.',
      detail: 'Counted against your bill on the night.',
    });
  });
});
