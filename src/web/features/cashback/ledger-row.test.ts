import { describe, expect, it } from 'vitest';
import type { Cashback } from '../../../shared/api/reservation-schema.ts';
import { ledgerRow } from './ledger-row.ts';

const base: Cashback['credits'][number] = {
  id: '00000000-0000-4000-8000-000000000001',
  reservationId: '00000000-0000-4000-8000-000000000002',
  kind: 'earned',
  clubName: 'Lune',
  date: '2026-11-26',
  amountSpentCents: 120_000,
  percent: 10,
  amountCents: 12_000,
  // The deprecated dollar twins are never read: nonsense here would show if they were.
  amountSpent: Number.NaN,
  amount: Number.NaN,
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('ledgerRow', () => {
  it('shows cashback earned with the spend and percent it came from', () => {
    expect(ledgerRow(base)).toEqual({
      title: 'Earned at Lune',
      detail: 'Thursday, November 26 · 10% of $1,200 spent',
      amount: '+$120.00',
      spokenAmount: 'plus $120.00',
      incoming: true,
    });
  });

  it('shows cashback spent on a deposit as money out', () => {
    const row = ledgerRow({
      ...base,
      kind: 'spent',
      amountSpentCents: null,
      percent: null,
      amountCents: -10_050,
    });
    expect(row).toMatchObject({ title: 'Deposit at Lune', amount: '−$100.50', incoming: false });
    expect(row.spokenAmount).toBe('minus $100.50');
    expect(row.detail).toBe('Thursday, November 26 · put towards your table deposit');
  });

  it('shows cashback returned with a refunded deposit', () => {
    const row = ledgerRow({
      ...base,
      kind: 'returned',
      amountSpentCents: null,
      percent: null,
      amountCents: 10_050,
    });
    expect(row).toMatchObject({ title: 'Returned from Lune', amount: '+$100.50', incoming: true });
  });

  it('shows a correction of the spend, taken back or added', () => {
    const down = ledgerRow({ ...base, kind: 'corrected', amountSpentCents: 50_000, amountCents: -7_000 });
    expect(down).toMatchObject({ title: 'Corrected at Lune', amount: '−$70.00', incoming: false });
    expect(down.detail).toBe('Thursday, November 26 · the club corrected the spend to $500');
    const up = ledgerRow({ ...base, kind: 'corrected', amountSpentCents: 150_050, amountCents: 3_005 });
    expect(up).toMatchObject({ amount: '+$30.05', spokenAmount: 'plus $30.05', incoming: true });
  });
});
