import type { Cashback } from '../../../shared/api/reservation-schema.ts';
import { formatMoney } from '../../../shared/money.ts';
import { formatEventDate } from '../../lib/event-date.ts';

type Credit = Cashback['credits'][number];

export interface LedgerRow {
  title: string;
  detail: string;
  /** `+$50.00` or `−$25.00` (a true minus sign), as shown. */
  amount: string;
  /** The same amount in words for a screen reader: `plus $50.00`. */
  spokenAmount: string;
  /** Money in (earned, returned) rather than out (spent). */
  incoming: boolean;
}

/** One line of the ledger: where the cashback came from or went, and by how much. */
export function ledgerRow(credit: Credit): LedgerRow {
  const night = formatEventDate(credit.date);
  const incoming = credit.amountCents >= 0;
  const money = formatMoney(Math.abs(credit.amountCents));
  const sign = {
    amount: `${incoming ? '+' : '−'}${money}`,
    spokenAmount: `${incoming ? 'plus' : 'minus'} ${money}`,
  };
  switch (credit.kind) {
    case 'earned': {
      const spend =
        credit.amountSpentCents !== null && credit.percent !== null
          ? ` · ${credit.percent}% of ${formatMoney(credit.amountSpentCents, { short: true })} spent`
          : '';
      return { title: `Earned at ${credit.clubName}`, detail: `${night}${spend}`, incoming, ...sign };
    }
    case 'spent':
      return {
        title: `Deposit at ${credit.clubName}`,
        detail: `${night} · put towards your table deposit`,
        incoming,
        ...sign,
      };
    case 'returned':
      return {
        title: `Returned from ${credit.clubName}`,
        detail: `${night} · the deposit was refunded`,
        incoming,
        ...sign,
      };
    case 'corrected': {
      const spend =
        credit.amountSpentCents !== null
          ? ` · the club corrected the spend to ${formatMoney(credit.amountSpentCents, { short: true })}`
          : '';
      return { title: `Corrected at ${credit.clubName}`, detail: `${night}${spend}`, incoming, ...sign };
    }
  }
}
