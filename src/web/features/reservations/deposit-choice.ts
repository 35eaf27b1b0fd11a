import { type Cents, formatMoney } from '../../../shared/money.ts';

/** The most cashback a deposit can take: the balance, or the whole deposit when the balance is larger. */
export function maxCashbackCents(balanceCents: Cents, depositCents: Cents): Cents {
  return Math.max(0, Math.min(balanceCents, depositCents));
}

/**
 * Dollars as typed (`25`, `25.5`, `$1,025.50`) as cents, read from the digits so no binary fraction
 * creeps in; null when it is not an amount.
 */
export function parseDollarsToCents(text: string): Cents | null {
  const match = /^\$?(\d{0,7})(?:\.(\d{0,2}))?$/.exec(text.replace(/[\s,]/g, ''));
  if (!match || !/\d/.test(text)) return null;
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as the amount field shows them: `25.00`, no sign or separators to trip over when editing. */
export function centsToField(cents: Cents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface CashbackChoice {
  /** The switch "Use my cashback". */
  use: boolean;
  /** The amount field, as typed. */
  amountText: string;
}

export interface DepositSplit {
  cashbackCents: Cents;
  cardCents: Cents;
  /** What is wrong with the amount field; the split then uses no cashback. */
  error: string | null;
}

/** How the deposit is paid: the cashback the member chose (checked against what they may use), the card the rest. */
export function splitDeposit(depositCents: Cents, balanceCents: Cents, choice: CashbackChoice): DepositSplit {
  const max = maxCashbackCents(balanceCents, depositCents);
  const none = (error: string | null) => ({ cashbackCents: 0, cardCents: depositCents, error });
  if (!choice.use || max === 0) return none(null);
  const typed = choice.amountText.trim();
  if (typed === '') return { cashbackCents: max, cardCents: depositCents - max, error: null };
  const cents = parseDollarsToCents(typed);
  if (cents === null) return none('Write the amount in dollars, like 25.00.');
  if (cents > max) {
    const limit = balanceCents < depositCents ? 'your balance' : 'the deposit';
    return none(`At most ${formatMoney(max)}: ${limit}.`);
  }
  return { cashbackCents: cents, cardCents: depositCents - cents, error: null };
}

/** The confirm button says what pressing it does: a plain request, a card payment, or none needed. */
export function confirmLabel(depositCents: Cents, split: Pick<DepositSplit, 'cardCents'>): string {
  if (depositCents === 0) return 'REQUEST TABLE';
  if (split.cardCents === 0) return 'REQUEST, PAID WITH CASHBACK';
  return `REQUEST AND PAY ${formatMoney(split.cardCents)} DEPOSIT`;
}

/** How the server will take the card part: `manual` a hold until the club confirms, `automatic` a charge. */
export type CaptureMode = 'manual' | 'automatic';

export interface PayingText {
  /** One line for the sticky bar, beside the button: `$163.31 deposit · held on your card`. */
  short: string;
  /** What happens when the request is sent, said before any checkout page. */
  detail: string;
}

/**
 * What sending the request does with the deposit, in the words of how it will be taken: from the
 * cashback alone (no checkout page then), held on the card, or charged to it.
 */
export function payingText(depositCents: Cents, split: DepositSplit, capture: CaptureMode): PayingText {
  const deposit = formatMoney(depositCents);
  if (depositCents === 0) return { short: 'Nothing to pay now', detail: '' };
  if (split.cardCents === 0) {
    return {
      short: `${deposit} deposit · paid from your cashback`,
      detail: `Your cashback pays the whole ${deposit} deposit as soon as you send the request: no card needed. It goes back to your balance if the club declines or you cancel in time.`,
    };
  }
  const card = formatMoney(split.cardCents);
  const fromCashback =
    split.cashbackCents > 0 ? `${formatMoney(split.cashbackCents)} from your cashback, ` : '';
  const cashbackBack =
    split.cashbackCents > 0 ? ' The cashback you used goes back to your balance then too.' : '';
  if (capture === 'manual') {
    return {
      short: `${deposit} deposit · ${split.cashbackCents > 0 ? `${card} ` : ''}held on your card`,
      detail: `${fromCashback}${card} held on your card on a secure checkout page when you send the request. A hold, not a charge: it is taken only when the club confirms, and let go if the club declines or you cancel in time.${cashbackBack}`,
    };
  }
  return {
    short: `${deposit} deposit · ${split.cashbackCents > 0 ? `${card} ` : ''}charged to your card`,
    detail: `${fromCashback}${card} charged to your card on a secure checkout page when you send the request, and refunded in full if the club declines or you cancel in time.${cashbackBack}`,
  };
}
