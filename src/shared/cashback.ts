/**
 * Cashback, computed in one place (decision 036): what a table's spend earns at the percent booked,
 * in integer cents. The server stores what this returns; nothing recomputes it in SQL.
 */
import { type Cents, percentOf } from './money.ts';

/**
 * `percent`% of the spend, rounded half up to the cent: 15% of $1,234.56 is $185.18 (18 518 cents).
 * The percent is a reservation's `cashback_percent` (two decimals at most), so the rate is exact.
 */
export function cashbackEarned(spendCents: Cents, percent: number): Cents {
  if (!Number.isSafeInteger(spendCents) || spendCents < 0)
    throw new RangeError('spend must be whole cents, 0 or more');
  return percentOf(spendCents, percent);
}
