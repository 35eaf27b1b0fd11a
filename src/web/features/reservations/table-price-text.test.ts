import { describe, expect, it } from 'vitest';
import { allInNote, tablePriceLine } from './table-price-text.ts';

describe('tablePriceLine', () => {
  it('puts the all-in figure beside the minimum', () => {
    expect(tablePriceLine(100_000, { serviceCharge: 20, taxRate: 8.875, depositPercent: 25 })).toBe(
      'Minimum spend $1,000.00 · $1,306.50 all-in',
    );
    expect(tablePriceLine(75_000, { serviceCharge: 0, taxRate: 0, depositPercent: 0 })).toBe(
      'Minimum spend $750.00 (all-in)',
    );
  });
});

describe('allInNote', () => {
  it('says what the all-in adds and the deposit asked', () => {
    expect(allInNote({ serviceCharge: 20, taxRate: 8.875, depositPercent: 25 })).toBe(
      'All-in: the minimum spend, 20% service and 8.875% tax on both. A 25% deposit is paid when you request, and counted against your bill.',
    );
    expect(allInNote({ serviceCharge: 0, taxRate: 0, depositPercent: 0 })).toBe(
      'All-in: the minimum spend, no service charge or tax on top. Nothing to pay when you request.',
    );
  });
});
