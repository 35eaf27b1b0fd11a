import { describe, expect, it } from 'vitest';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { DEPOSIT_STATES, isSecured } from '../../../../shared/deposits.ts';
import {
  type AdminDeposit,
  confirmBlockedReason,
  depositAgainstBill,
  depositBreakdown,
  depositChip,
  depositConsequence,
} from './deposit-text.ts';
import { askText } from './reservation-asks.ts';

const deposit = (state: AdminDeposit['state'], extra: Partial<AdminDeposit> = {}): AdminDeposit => ({
  state,
  amountCents: 32_663,
  cashbackCents: 0,
  refundedCents: 0,
  ...extra,
});

describe('a reservation deposit, in the venue’s words', () => {
  it('names every state on its chip, with the amount where one is at stake', () => {
    expect(depositChip(deposit('none', { amountCents: 0 }))).toBeNull();
    expect(depositChip(deposit('held'))).toEqual({ label: 'Deposit held $326.63', tone: 'good' });
    expect(depositChip(deposit('due'))?.label).toBe('Deposit due $326.63');
    expect(depositChip(deposit('failed'))?.label).toBe('Deposit failed');
    expect(depositChip(deposit('refunded'))?.label).toBe('Refunded $326.63');
    expect(depositChip(deposit('forfeited'))?.label).toBe('Kept (no-show) $326.63');
    expect(depositChip(deposit('applied'))?.label).toBe('Counted against bill $326.63');
    expect(depositChip(deposit('released'))?.label).toBe('Hold released $326.63');
    // Refunded partly or wholly in cashback: the chip says so.
    expect(depositChip(deposit('refunded', { cashbackCents: 5_000 }))?.label).toBe(
      'Refunded $276.63 card + $50.00 cashback',
    );
    expect(depositChip(deposit('refunded', { cashbackCents: 32_663 }))?.label).toBe(
      'Refunded $326.63 cashback',
    );
  });

  it('splits a deposit paid partly with cashback, and says what was refunded', () => {
    expect(depositBreakdown(deposit('none', { amountCents: 0 }))).toBeNull();
    expect(depositBreakdown(deposit('refunded', { cashbackCents: 5_000, refundedCents: 27_663 }))).toBe(
      'deposit $50.00 cashback + $276.63 card · $276.63 refunded',
    );
    expect(depositBreakdown(deposit('paid', { cashbackCents: 32_663 }))).toBe('deposit all from cashback');
    // The chip says the rest.
    expect(depositBreakdown(deposit('paid'))).toBeNull();
  });

  it('gives a reason for every state that cannot be confirmed, and none for the others', () => {
    for (const state of DEPOSIT_STATES) {
      const reason = confirmBlockedReason(state);
      expect(reason === null).toBe(isSecured(state));
    }
    expect(confirmBlockedReason('due')).toBe('Deposit not paid yet: confirm once the member pays it.');
  });

  it('says what each answer does with the deposit', () => {
    expect(depositConsequence(deposit('held'), 'confirmed')).toBe(
      'The $326.63 held on their card is taken now.',
    );
    expect(depositConsequence(deposit('held'), 'declined')).toBe(
      'The hold of $326.63 on their card is released in full: nothing is charged.',
    );
    expect(depositConsequence(deposit('paid', { cashbackCents: 5_000 }), 'declined')).toBe(
      'Their $326.63 deposit is refunded in full: $276.63 to their card, $50.00 to their cashback balance.',
    );
    expect(depositConsequence(deposit('paid', { cashbackCents: 32_663 }), 'declined')).toBe(
      'Their $326.63 deposit, paid with cashback, goes back to their balance.',
    );
    expect(depositConsequence(deposit('due', { cashbackCents: 5_000 }), 'declined')).toBe(
      'No deposit was paid. $50.00 of cashback goes back to their balance.',
    );
    expect(depositConsequence(deposit('pending'), 'declined')).toBe(
      'Their open checkout is closed: nothing is charged.',
    );
    expect(depositConsequence(deposit('paid'), 'no_show')).toBe('The club keeps the $326.63 deposit.');
    expect(depositConsequence(deposit('none', { amountCents: 0 }), 'no_show')).toBeNull();
  });

  it('counts a paid deposit against the bill when completing', () => {
    const paid = deposit('paid');
    expect(depositAgainstBill(paid, null)).toBe(
      'Deposit $326.63 already paid: the party owes what it spent less $326.63.',
    );
    expect(depositAgainstBill(paid, 150_000)).toBe(
      'Deposit $326.63 already paid: the party owes $1,173.37 ($1,500.00 − $326.63).',
    );
    expect(depositAgainstBill(paid, 30_000)).toBe(
      'Deposit $326.63 already paid: it covers the $300.00 spent; the party owes nothing more.',
    );
    expect(depositAgainstBill(deposit('none', { amountCents: 0 }), 150_000)).toBeNull();
  });

  it('asks before declining with what happens to the money', () => {
    const r = {
      member: { firstName: 'Ana', lastName: 'Ruiz' },
      partySize: 4,
      deposit: deposit('due'),
    } as AdminReservation;
    expect(askText(r, 'declined')).toBe(
      'Ana Ruiz is told the club cannot take this booking. No deposit was paid.',
    );
    expect(askText({ ...r, deposit: deposit('none', { amountCents: 0 }) }, 'declined')).toBe(
      'Ana Ruiz is told the club cannot take this booking. Nothing is owed.',
    );
  });
});

describe('asking to confirm a table whose deposit is not secured', () => {
  it('says why instead of what confirming would do', () => {
    const r = {
      member: { firstName: 'Ana', lastName: 'Ruiz' },
      partySize: 4,
      deposit: deposit('failed'),
    } as AdminReservation;
    expect(askText(r, 'confirmed')).toBe(
      "Ana Ruiz's table cannot be confirmed yet. The deposit payment failed: confirm once the member pays again.",
    );
    expect(askText({ ...r, deposit: deposit('held') }, 'confirmed')).toBe(
      "Ana Ruiz's table for 4 is confirmed and their door QR code starts working. The $326.63 held on their card is taken now. They are told.",
    );
  });
});
