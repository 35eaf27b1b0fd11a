import type { Reservation } from '../../../shared/api/reservation-schema.ts';
import { formatMoney } from '../../../shared/money.ts';

/** Cashback is a percent of the spend the club records: drinks and bottles, before service charge and tax. */
export const CASHBACK_BASIS = 'before service charge and tax';

type Night = Pick<
  Reservation,
  'status' | 'amountSpentCents' | 'cashbackEarnedCents' | 'cashbackPercent' | 'deposit'
>;

/**
 * What the night came to, once the club completed the table: the spend, what the deposit covered of
 * it, and the cashback it earned. Null before then (the quote is what there is to show).
 */
export function nightLines(night: Night): { label: string; value: string }[] | null {
  if (night.status !== 'completed' || night.amountSpentCents === null) return null;
  const spent = night.amountSpentCents;
  const lines = [{ label: 'Spent, before service and tax', value: formatMoney(spent) }];
  const { deposit } = night;
  if (deposit.state === 'applied' && deposit.amountCents > 0) {
    lines.push({ label: 'Deposit, counted against your bill', value: formatMoney(deposit.amountCents) });
  }
  if (night.cashbackEarnedCents !== null && night.cashbackPercent > 0) {
    lines.push({
      label: `Cashback (${night.cashbackPercent}% of the spend)`,
      value: formatMoney(night.cashbackEarnedCents),
    });
  }
  return lines;
}
