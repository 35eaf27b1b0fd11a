import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import type { DepositState } from '../../../../shared/deposits.ts';
import { isSecured } from '../../../../shared/deposits.ts';
import { type Cents, formatMoney } from '../../../../shared/money.ts';

export type AdminDeposit = AdminReservation['deposit'];

/** What the venue reads on a reservation's deposit chip (the member's words are DEPOSIT_TEXT). */
const CHIP: Record<
  Exclude<DepositState, 'none'>,
  { label: string; tone: 'warn' | 'good' | 'bad' | 'done' }
> = {
  due: { label: 'Deposit due', tone: 'warn' },
  pending: { label: 'Deposit pending', tone: 'warn' },
  held: { label: 'Deposit held', tone: 'good' },
  paid: { label: 'Deposit paid', tone: 'good' },
  failed: { label: 'Deposit failed', tone: 'bad' },
  released: { label: 'Hold released', tone: 'done' },
  refunded: { label: 'Refunded', tone: 'done' },
  forfeited: { label: 'Kept (no-show)', tone: 'done' },
  applied: { label: 'Counted against bill', tone: 'done' },
};

/** The card's part of a deposit (the rest came from the member's cashback). */
const cardPart = (deposit: AdminDeposit): Cents => deposit.amountCents - deposit.cashbackCents;

/** `Deposit held $326.63`: the state in plain words and the whole deposit; null without one. */
export function depositChip(
  deposit: AdminDeposit,
): { label: string; tone: (typeof CHIP)['due']['tone'] } | null {
  if (deposit.state === 'none') return null;
  const { label, tone } = CHIP[deposit.state];
  const showAmount = deposit.amountCents > 0 && deposit.state !== 'failed';
  // A refund paid partly in cashback went back in two ways: the chip says both.
  if (deposit.state === 'refunded' && deposit.cashbackCents > 0) {
    const card = cardPart(deposit);
    const cashback = `${formatMoney(deposit.cashbackCents)} cashback`;
    return {
      label: card > 0 ? `Refunded ${formatMoney(card)} card + ${cashback}` : `Refunded ${cashback}`,
      tone,
    };
  }
  return { label: showAmount ? `${label} ${formatMoney(deposit.amountCents)}` : label, tone };
}

/**
 * What the chip cannot say: the cashback in the deposit and the card money refunded, e.g.
 * `deposit $50.00 cashback + $276.63 card · $276.63 refunded`; null when there is neither.
 */
export function depositBreakdown(deposit: AdminDeposit): string | null {
  if (deposit.state === 'none' || deposit.amountCents === 0) return null;
  const parts: string[] = [];
  const card = cardPart(deposit);
  if (deposit.cashbackCents > 0)
    parts.push(
      card > 0
        ? `deposit ${formatMoney(deposit.cashbackCents)} cashback + ${formatMoney(card)} card`
        : 'deposit all from cashback',
    );
  if (deposit.refundedCents > 0) parts.push(`${formatMoney(deposit.refundedCents)} refunded`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Why CONFIRM is off: the deposit does not secure the table (yet). Null when it may be confirmed. */
export function confirmBlockedReason(state: DepositState): string | null {
  if (isSecured(state)) return null;
  switch (state) {
    case 'due':
      return 'Deposit not paid yet: confirm once the member pays it.';
    case 'pending':
      return 'Deposit not paid yet (checkout open): confirm once the member pays it.';
    case 'failed':
      return 'The deposit payment failed: confirm once the member pays again.';
    default:
      return `The deposit no longer secures this table (${CHIP[state].label.toLowerCase()}).`;
  }
}

/** What happens to the deposit when the venue confirms, declines or marks a no-show; null when nothing. */
export function depositConsequence(
  deposit: AdminDeposit,
  status: 'confirmed' | 'declined' | 'no_show',
): string | null {
  const amount = formatMoney(deposit.amountCents);
  const card = formatMoney(cardPart(deposit));
  const cashback = deposit.cashbackCents > 0 ? formatMoney(deposit.cashbackCents) : null;
  const { state } = deposit;
  if (state === 'none' || deposit.amountCents === 0) return null;
  if (status === 'confirmed') {
    if (state === 'held') return `The ${card} held on their card is taken now.`;
    if (state === 'paid') return `Their ${amount} deposit is already paid.`;
    return null;
  }
  if (status === 'declined') {
    const back = cashback ? ` ${cashback} of cashback goes back to their balance.` : '';
    if (state === 'held')
      return `The hold of ${card} on their card is released in full: nothing is charged.${back}`;
    if (state === 'paid') {
      if (cardPart(deposit) === 0)
        return `Their ${amount} deposit, paid with cashback, goes back to their balance.`;
      return cashback
        ? `Their ${amount} deposit is refunded in full: ${card} to their card, ${cashback} to their cashback balance.`
        : `Their ${amount} deposit is refunded in full.`;
    }
    if (state === 'pending') return `Their open checkout is closed: nothing is charged.${back}`;
    if (state === 'due' || state === 'failed') return `No deposit was paid.${back}`;
    return null;
  }
  if (state === 'held') return `The club keeps the ${amount} deposit: the hold on their card is taken.`;
  if (state === 'paid') return `The club keeps the ${amount} deposit.`;
  return null;
}

/**
 * In the complete dialog: the deposit already paid is counted against the bill, so the party owes
 * what it spent less the deposit. Null without a deposit that counts.
 */
export function depositAgainstBill(deposit: AdminDeposit, spentCents: Cents | null): string | null {
  if ((deposit.state !== 'paid' && deposit.state !== 'held') || deposit.amountCents === 0) return null;
  const amount = formatMoney(deposit.amountCents);
  const head =
    deposit.state === 'paid'
      ? `Deposit ${amount} already paid`
      : `Deposit ${amount} held on their card, taken now`;
  if (spentCents === null) return `${head}: the party owes what it spent less ${amount}.`;
  const owes = spentCents - deposit.amountCents;
  if (owes <= 0)
    return `${head}: it covers the ${formatMoney(spentCents)} spent; the party owes nothing more.`;
  return `${head}: the party owes ${formatMoney(owes)} (${formatMoney(spentCents)} − ${amount}).`;
}
