import { describe, expect, it } from 'vitest';
import { priceLines, quotePrice } from './price-lines.ts';

const NEW_YORK = { serviceCharge: 20, taxRate: 8.875, depositPercent: 25 };

describe('quotePrice', () => {
  it('prices a table all in, in cents, with the rates it was priced at', () => {
    expect(quotePrice(100_000, NEW_YORK)).toEqual({
      minimumCents: 100_000,
      serviceCharge: 20,
      serviceCents: 20_000,
      taxRate: 8.875,
      taxCents: 10_650,
      totalCents: 130_650,
      depositCents: 32_663,
      restCents: 97_987,
    });
  });
});

describe('priceLines', () => {
  it('lists minimum, service, tax, the total, the deposit and the rest', () => {
    expect(priceLines(quotePrice(100_000, NEW_YORK), 'Deposit due now')).toEqual([
      { label: 'Minimum spend', value: '$1,000.00' },
      { label: 'Service charge (20%)', value: '$200.00' },
      { label: 'Tax (8.875%)', value: '$106.50' },
      { label: 'All-in total', value: '$1,306.50', total: true },
      { label: 'Deposit due now', value: '$326.63' },
      { label: 'Paid at the club on the night', value: '$979.87' },
    ]);
  });

  it('leaves out what the club does not charge', () => {
    const lines = priceLines(
      quotePrice(50_000, { serviceCharge: 0, taxRate: 0, depositPercent: 0 }),
      'Deposit',
    );
    expect(lines.map((line) => line.label)).toEqual([
      'Minimum spend',
      'All-in total',
      'Paid at the club on the night',
    ]);
    expect(lines.at(-1)?.value).toBe('$500.00');
  });
});
