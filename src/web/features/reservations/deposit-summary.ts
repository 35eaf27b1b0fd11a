import type { Deposit, Reservation } from '../../../shared/api/reservation-schema.ts';
import { DEPOSIT_TEXT, type DepositState } from '../../../shared/deposits.ts';
import { formatMoney } from '../../../shared/money.ts';

/** Cashback the deposit used and has since given back to the balance (a refund or a released hold). */
export function cashbackReturnedCents(deposit: Deposit): number {
  return deposit.payments
    .filter((payment) => payment.provider === 'cashback')
    .reduce((sum, payment) => sum + payment.refundedCents, 0);
}

/** How the card part is taken: a hold until the club confirms, or a payment. */
function cardLabel(deposit: Deposit): string {
  if (deposit.capture === 'manual') return 'Hold on your card';
  if (deposit.state === 'due' || deposit.state === 'failed' || deposit.state === 'pending') return 'By card';
  return 'Paid by card';
}

/** The deposit's figures, each only when it is not zero (the deposit itself always). */
export function depositRows(deposit: Deposit): { label: string; value: string }[] {
  const rows = [{ label: 'Deposit', value: formatMoney(deposit.amountCents) }];
  if (deposit.cashbackCents > 0)
    rows.push({ label: 'Cashback used', value: formatMoney(deposit.cashbackCents) });
  if (deposit.cardCents > 0) rows.push({ label: cardLabel(deposit), value: formatMoney(deposit.cardCents) });
  if (deposit.refundedCents > 0) {
    rows.push({ label: 'Refunded to your card', value: formatMoney(deposit.refundedCents) });
  }
  const returned = cashbackReturnedCents(deposit);
  if (returned > 0) rows.push({ label: 'Cashback returned', value: formatMoney(returned) });
  return rows;
}

const PAYABLE: readonly DepositState[] = ['due', 'failed'];
const OPEN_STATUSES: readonly Reservation['status'][] = ['requested', 'confirmed'];

/** What the deposit panel offers: pay (again), go back to a checkout still open, or nothing. */
export function depositAction(
  reservation: Pick<Reservation, 'status' | 'deposit'>,
): 'pay' | 'continue' | null {
  const { deposit, status } = reservation;
  if (!OPEN_STATUSES.includes(status)) return null;
  if (PAYABLE.includes(deposit.state)) return 'pay';
  if (deposit.state === 'pending' && deposit.checkoutUrl) return 'continue';
  return null;
}

/** What cancelling does to the deposit, said in the cancel dialog; null when there is none. */
export function cancelDepositNote(deposit: Deposit): string | null {
  const card = formatMoney(deposit.cardCents);
  const parts: string[] = [];
  switch (deposit.state) {
    case 'held':
      parts.push(`The hold on your card (${card}) is released: nothing is charged.`);
      break;
    case 'paid':
      if (deposit.cardCents > 0) parts.push(`Your ${card} card deposit is refunded in full.`);
      break;
    case 'pending':
      parts.push('The checkout you started is closed; anything taken is refunded in full.');
      break;
    case 'due':
    case 'failed':
      if (deposit.cardCents > 0) parts.push('No card payment was taken for the deposit.');
      break;
    default:
      return null;
  }
  if (deposit.cashbackCents > 0) {
    parts.push(`The ${formatMoney(deposit.cashbackCents)} cashback you used goes back to your balance.`);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The checkout's answer after the return: `said` is shown (the panel below shows the state's detail),
 * `detail` is read out with it for those who do not see the panel.
 */
export function checkedText(state: DepositState): { said: string; detail: string } {
  const text = DEPOSIT_TEXT[state];
  return { said: `Payment checked: ${text.label}.`, detail: text.detail };
}
