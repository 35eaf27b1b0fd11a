import type { Deposit, Reservation } from '../../../shared/api/reservation-schema.ts';
import { DEPOSIT_TEXT, type DepositState } from '../../../shared/deposits.ts';
import { formatMoney } from '../../../shared/money.ts';
import { cancellationDeadline, formatWallClock } from '../../lib/reservation-time.ts';

type Booked = Pick<Reservation, 'status' | 'deposit'>;

const UNPAID: readonly DepositState[] = ['due', 'pending', 'failed'];

/** The request is over (cancelled, declined, the night done): nothing more can be paid. */
const hasEnded = (status: Reservation['status']) => status !== 'requested' && status !== 'confirmed';

/** A deposit never paid on a request that has ended: nothing is owed any more. */
const endedUnpaid = ({ deposit, status }: Booked) => hasEnded(status) && UNPAID.includes(deposit.state);

/** The state's words, except for a deposit left unpaid when the request ended: no "pay again" then. */
export function depositText(booked: Booked): { label: string; detail: string; settled: boolean } {
  if (endedUnpaid(booked)) {
    return {
      label: 'Not paid',
      detail: 'The request ended before the deposit was paid: nothing was charged.',
      settled: true,
    };
  }
  if (booked.deposit.state === 'pending' && booked.deposit.failure) {
    // The checkout is still open after a declined card: the guest may try another one there.
    return {
      label: 'Payment not through',
      detail: 'Nothing was charged. Continue to payment to try again or use another card.',
      settled: false,
    };
  }
  return { ...DEPOSIT_TEXT[booked.deposit.state], settled: false };
}

/** What the card part is, as its state says: to pay, held, taken, or let go. */
function cardLabel(booked: Booked): string {
  const { deposit } = booked;
  if (endedUnpaid(booked)) return 'Card, not charged';
  switch (deposit.state) {
    case 'held':
      return 'Held on your card';
    case 'released':
      return 'Card hold, released';
    case 'due':
    case 'pending':
    case 'failed':
      return deposit.capture === 'manual' ? 'To hold on your card' : 'To pay by card';
    default:
      return 'Paid by card';
  }
}

/** The deposit's figures, each only when it is not zero (the deposit itself always). */
export function depositRows({ deposit, status }: Booked): { label: string; value: string }[] {
  const rows = [{ label: 'Deposit', value: formatMoney(deposit.amountCents) }];
  if (deposit.cashbackCents > 0)
    rows.push({ label: 'Cashback used', value: formatMoney(deposit.cashbackCents) });
  if (deposit.cardCents > 0) {
    rows.push({ label: cardLabel({ deposit, status }), value: formatMoney(deposit.cardCents) });
  }
  if (deposit.refundedCents > 0) {
    rows.push({ label: 'Refunded to your card', value: formatMoney(deposit.refundedCents) });
  }
  if (deposit.cashbackReturnedCents > 0) {
    rows.push({ label: 'Cashback returned', value: formatMoney(deposit.cashbackReturnedCents) });
  }
  return rows;
}

/** Hold or payment, said while the card part is still to come on a request that is still on. */
export function captureNote({ deposit, status }: Booked): string | null {
  if (deposit.cardCents === 0 || deposit.capture === null || hasEnded(status)) return null;
  if (!UNPAID.includes(deposit.state)) return null;
  return deposit.capture === 'manual'
    ? 'A hold: your card is charged only when the club confirms, and released if it declines.'
    : 'A payment: taken at the checkout, refunded in full if the club declines or you cancel in time.';
}

/** States a new checkout can start from (the server's payDeposit); a `released` hold lapsed unpaid. */
const PAYABLE: readonly DepositState[] = ['due', 'failed', 'released'];

/**
 * What the deposit panel offers on a request still waiting for the club: pay (again), or go back to
 * a checkout still open. Both ask the server, which hands back the open checkout or starts a new one.
 */
export function depositAction({ deposit, status }: Booked): 'pay' | 'continue' | null {
  if (status !== 'requested') return null;
  if (PAYABLE.includes(deposit.state)) return 'pay';
  if (deposit.state === 'pending') return deposit.checkoutUrl ? 'continue' : 'pay';
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
    case 'released':
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

/**
 * By when a deposit still owed must be paid: before the party is due, as the club confirms only a
 * paid table. Null when nothing is to pay.
 */
export function payByText(booked: Booked & Pick<Reservation, 'date' | 'arrivalTime'>): string | null {
  if (depositAction(booked) === null) return null;
  const due = formatWallClock(cancellationDeadline(booked.date, booked.arrivalTime, 0));
  return `Pay it before ${due} club time, when your party is due: the club can confirm your table only once it is paid.`;
}
