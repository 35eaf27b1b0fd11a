import type { Cents } from './money.ts';

export interface CashbackCorrection {
  /** What the ledger moves, in cents: positive credits more, negative takes back; 0 writes no row. */
  moveCents: Cents;
  /** What the new spend would take back but cannot: the member has already spent it. */
  keptCents: Cents;
}

/**
 * What correcting a completed table's spend does to its cashback. The table's credit (what it has
 * put on the balance so far) moves to what the new spend earns: up in full, down only as far as the
 * member's balance reaches. Cashback already spent on a deposit stays spent: the balance never goes
 * below zero, and the club, whose figure was wrong, bears the rest rather than the member.
 */
export function cashbackCorrection(
  creditedCents: Cents,
  targetCents: Cents,
  balanceCents: Cents,
): CashbackCorrection {
  const wanted = targetCents - creditedCents;
  if (wanted >= 0) return { moveCents: wanted, keptCents: 0 };
  // 0 − balance, not −balance: an empty balance moves 0, never −0.
  const moveCents = Math.max(wanted, 0 - Math.max(balanceCents, 0));
  return { moveCents, keptCents: moveCents - wanted };
}
