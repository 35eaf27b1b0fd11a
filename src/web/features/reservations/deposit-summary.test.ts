import { describe, expect, it } from 'vitest';
import type { Deposit, Reservation } from '../../../shared/api/reservation-schema.ts';
import {
  cancelDepositNote,
  captureNote,
  checkedText,
  depositAction,
  depositRows,
  depositText,
  payByText,
} from './deposit-summary.ts';

function deposit(change: Partial<Deposit> = {}): Deposit {
  return {
    state: 'paid',
    amountCents: 32_663,
    cashbackCents: 0,
    cardCents: 32_663,
    refundedCents: 0,
    cashbackReturnedCents: 0,
    capture: 'automatic',
    checkoutUrl: null,
    failure: null,
    payments: [],
    ...change,
  };
}

describe('depositRows', () => {
  it('shows the deposit and how it was paid', () => {
    const split = deposit({ cashbackCents: 10_000, cardCents: 22_663 });
    expect(depositRows({ status: 'requested', deposit: split })).toEqual([
      { label: 'Deposit', value: '$326.63' },
      { label: 'Cashback used', value: '$100.00' },
      { label: 'Paid by card', value: '$226.63' },
    ]);
  });

  it('names the card part by what it is: to pay, held, or let go', () => {
    const card = (change: Partial<Deposit>) =>
      depositRows({ status: 'requested', deposit: deposit(change) })[1]?.label;
    expect(card({ state: 'held', capture: 'manual' })).toBe('Held on your card');
    expect(card({ state: 'pending', capture: 'manual' })).toBe('To hold on your card');
    expect(card({ state: 'failed', capture: 'automatic' })).toBe('To pay by card');
    expect(card({ state: 'released', capture: 'manual' })).toBe('Card hold, released');
    expect(card({ state: 'paid', capture: 'manual' })).toBe('Paid by card');
  });

  it('adds what came back: the card refund, and the cashback once the request ended', () => {
    const refunded = deposit({
      state: 'refunded',
      cashbackCents: 10_000,
      cardCents: 22_663,
      refundedCents: 22_663,
      cashbackReturnedCents: 10_000,
    });
    expect(depositRows({ status: 'cancelled', deposit: refunded }).slice(3)).toEqual([
      { label: 'Refunded to your card', value: '$226.63' },
      { label: 'Cashback returned', value: '$100.00' },
    ]);
    const paidWithCashback = deposit({ cashbackCents: 32_663, cardCents: 0 });
    expect(depositRows({ status: 'confirmed', deposit: paidWithCashback })).toEqual([
      { label: 'Deposit', value: '$326.63' },
      { label: 'Cashback used', value: '$326.63' },
    ]);
  });
});

describe('captureNote', () => {
  it('tells a hold from a payment while the card part is to come or held', () => {
    const note = (change: Partial<Deposit>, status: Reservation['status'] = 'requested') =>
      captureNote({ status, deposit: deposit(change) });
    expect(note({ state: 'pending', capture: 'manual' })).toMatch(/^A hold:/);
    expect(note({ state: 'due', capture: 'automatic' })).toMatch(/^A payment:/);
    expect(note({ state: 'failed', capture: 'automatic' }, 'cancelled')).toBeNull();
    expect(note({ state: 'held', capture: 'manual' })).toBeNull();
    expect(note({ state: 'paid' })).toBeNull();
    expect(note({ state: 'paid', cardCents: 0, capture: null })).toBeNull();
  });
});

describe('depositText', () => {
  it('uses the words of the state while the request is on', () => {
    expect(depositText({ status: 'requested', deposit: deposit({ state: 'failed' }) }).label).toBe(
      'Payment failed',
    );
    expect(depositText({ status: 'cancelled', deposit: deposit({ state: 'refunded' }) }).label).toBe(
      'Refunded',
    );
  });

  it('says a declined card did not go through while the checkout stays open, not "Paying"', () => {
    const declined = deposit({ state: 'pending', failure: 'Your card was declined.' });
    expect(depositText({ status: 'requested', deposit: declined }).label).toBe('Payment not through');
    expect(depositText({ status: 'requested', deposit: deposit({ state: 'pending' }) }).label).toBe('Paying');
  });

  it('says an unpaid deposit on an ended request is not owed, not to pay it again', () => {
    const ended = { status: 'cancelled' as const, deposit: deposit({ state: 'failed' }) };
    expect(depositText(ended)).toEqual({
      label: 'Not paid',
      detail: 'The request ended before the deposit was paid: nothing was charged.',
      settled: true,
    });
    expect(depositRows(ended)[1]?.label).toBe('Card, not charged');
  });
});

describe('depositAction', () => {
  it('offers to pay a deposit that is due, failed or whose hold lapsed, while the request waits', () => {
    expect(depositAction({ status: 'requested', deposit: deposit({ state: 'due' }) })).toBe('pay');
    expect(depositAction({ status: 'requested', deposit: deposit({ state: 'failed' }) })).toBe('pay');
    expect(depositAction({ status: 'requested', deposit: deposit({ state: 'released' }) })).toBe('pay');
    expect(depositAction({ status: 'cancelled', deposit: deposit({ state: 'failed' }) })).toBeNull();
    expect(depositAction({ status: 'declined', deposit: deposit({ state: 'released' }) })).toBeNull();
  });

  it('goes back to a checkout still open, and offers nothing once paid', () => {
    const pending = deposit({ state: 'pending', checkoutUrl: 'https://pay.example/c/1' });
    expect(depositAction({ status: 'requested', deposit: pending })).toBe('continue');
    expect(depositAction({ status: 'requested', deposit: deposit({ state: 'pending' }) })).toBe('pay');
    expect(depositAction({ status: 'requested', deposit: deposit() })).toBeNull();
    expect(depositAction({ status: 'requested', deposit: deposit({ state: 'held' }) })).toBeNull();
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

describe('payByText', () => {
  const at = { date: '2026-11-26', arrivalTime: '01:00' };
  it('says by when a deposit still owed must be paid: before the party is due', () => {
    expect(payByText({ ...at, status: 'requested', deposit: deposit({ state: 'due' }) })).toBe(
      'Pay it before Fri 27 Nov, 01:00 club time, when your party is due: the club can confirm your table only once it is paid.',
    );
  });
  it('says nothing once paid, or when the request ended', () => {
    expect(payByText({ ...at, status: 'requested', deposit: deposit({ state: 'held' }) })).toBeNull();
    expect(payByText({ ...at, status: 'cancelled', deposit: deposit({ state: 'due' }) })).toBeNull();
  });
});
