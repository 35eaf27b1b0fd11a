import { describe, expect, it } from 'vitest';
import {
  centsToField,
  confirmLabel,
  maxCashbackCents,
  parseDollarsToCents,
  payingText,
  splitDeposit,
} from './deposit-choice.ts';

describe('maxCashbackCents', () => {
  it('is the balance or the deposit, whichever is less', () => {
    expect(maxCashbackCents(5_000, 32_663)).toBe(5_000);
    expect(maxCashbackCents(50_000, 32_663)).toBe(32_663);
    expect(maxCashbackCents(0, 32_663)).toBe(0);
    expect(maxCashbackCents(5_000, 0)).toBe(0);
  });
});

describe('parseDollarsToCents', () => {
  it('reads dollars as typed, without binary fractions', () => {
    expect(parseDollarsToCents('25')).toBe(2_500);
    expect(parseDollarsToCents('25.5')).toBe(2_550);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('$1,025.10')).toBe(102_510);
    expect(parseDollarsToCents(' 12. ')).toBe(1_200);
    expect(parseDollarsToCents('.5')).toBe(50);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '.', '$', 'abc', '1.234', '-5', '1e3', '.5.'])
      expect(parseDollarsToCents(text)).toBeNull();
  });
});

describe('centsToField', () => {
  it('writes cents as an editable amount', () => {
    expect(centsToField(32_663)).toBe('326.63');
    expect(centsToField(5)).toBe('0.05');
    expect(centsToField(500)).toBe('5.00');
  });
});

describe('splitDeposit', () => {
  const deposit = 32_663;

  it('uses no cashback when the switch is off or there is none', () => {
    expect(splitDeposit(deposit, 10_000, { use: false, amountText: '' })).toEqual({
      cashbackCents: 0,
      cardCents: deposit,
      error: null,
    });
    expect(splitDeposit(deposit, 0, { use: true, amountText: '' }).cashbackCents).toBe(0);
  });

  it('takes all it may by default, and leaves the rest to the card', () => {
    expect(splitDeposit(deposit, 10_000, { use: true, amountText: '' })).toEqual({
      cashbackCents: 10_000,
      cardCents: 22_663,
      error: null,
    });
    expect(splitDeposit(deposit, 99_999, { use: true, amountText: '326.63' })).toEqual({
      cashbackCents: deposit,
      cardCents: 0,
      error: null,
    });
  });

  it('takes a smaller amount when asked', () => {
    expect(splitDeposit(deposit, 10_000, { use: true, amountText: '40' })).toEqual({
      cashbackCents: 4_000,
      cardCents: 28_663,
      error: null,
    });
  });

  it('says what is wrong with the amount and uses none of it', () => {
    expect(splitDeposit(deposit, 10_000, { use: true, amountText: '100.01' })).toEqual({
      cashbackCents: 0,
      cardCents: deposit,
      error: 'At most $100.00: your balance.',
    });
    expect(splitDeposit(deposit, 99_999, { use: true, amountText: '400' }).error).toBe(
      'At most $326.63: the deposit.',
    );
    expect(splitDeposit(deposit, 10_000, { use: true, amountText: 'ten' }).error).toBe(
      'Write the amount in dollars, like 25.00.',
    );
  });
});

describe('confirmLabel', () => {
  it('says what the button does', () => {
    expect(confirmLabel(0, { cardCents: 0 })).toBe('REQUEST TABLE');
    expect(confirmLabel(32_663, { cardCents: 32_663 })).toBe('REQUEST AND PAY $326.63 DEPOSIT');
    expect(confirmLabel(32_663, { cardCents: 22_663 })).toBe('REQUEST AND PAY $226.63 DEPOSIT');
    expect(confirmLabel(32_663, { cardCents: 0 })).toBe('REQUEST, PAID WITH CASHBACK');
  });
});

describe('payingText', () => {
  const split = (cashbackCents: number, cardCents: number) => ({ cashbackCents, cardCents, error: null });

  it('says held or charged before the checkout, as the server will take the card', () => {
    expect(payingText(16_331, split(0, 16_331), 'manual')).toEqual({
      short: '$163.31 deposit · held on your card',
      detail: expect.stringContaining('A hold, not a charge: it is taken only when the club confirms'),
    });
    const charged = payingText(16_331, split(0, 16_331), 'automatic');
    expect(charged.short).toBe('$163.31 deposit · charged to your card');
    expect(charged.detail).toMatch(/^\$163\.31 charged to your card on a secure checkout page/);
  });

  it('names the cashback part, and says it goes back with the rest', () => {
    const text = payingText(10_278, split(5_000, 5_278), 'manual');
    expect(text.short).toBe('$102.78 deposit · $52.78 held on your card');
    expect(text.detail).toMatch(/^\$50\.00 from your cashback, \$52\.78 held on your card/);
    expect(text.detail).toContain('The cashback you used goes back to your balance then too.');
  });

  it('speaks of no checkout or card when the cashback pays the whole deposit', () => {
    const text = payingText(10_278, split(10_278, 0), 'automatic');
    expect(text.short).toBe('$102.78 deposit · paid from your cashback');
    expect(text.detail).not.toMatch(/checkout|charged|held/);
    expect(text.detail).toContain('no card needed');
    expect(payingText(0, split(0, 0), 'manual').short).toBe('Nothing to pay now');
  });
});
