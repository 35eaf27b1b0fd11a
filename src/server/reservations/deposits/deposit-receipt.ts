import { nightLabel } from '../../../shared/dates.ts';
import type { PaymentStatus } from '../../../shared/deposits.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { ReservationRow } from '../reservations-repository.ts';
import type { PaymentRow } from './payments-repository.ts';

/**
 * The guest's receipt: by email and in the app, for each payment and each refund. No payment id in
 * the words: a guest cannot read one, and the reservation the link opens has the details.
 */
export function receipt(
  what: 'paid' | 'refunded' | 'released',
  reservation: ReservationRow,
  payment: Pick<PaymentRow, 'amountCents' | 'providerPaymentId' | 'id'>,
  status: PaymentStatus,
  now: Date,
  cents: number = payment.amountCents,
) {
  const night = nightLabel(reservation.date);
  const texts = {
    paid: {
      title:
        status === 'held'
          ? `Deposit of ${formatMoney(cents)} held`
          : `Receipt: deposit of ${formatMoney(cents)} paid`,
      body:
        status === 'held'
          ? `${night}: your card is authorised for ${formatMoney(cents)}; it is taken only when the club confirms.`
          : `${night}: ${formatMoney(cents)} paid towards your table, counted against your bill.`,
    },
    refunded: {
      title: `Refund of ${formatMoney(cents)}`,
      body: `${night}: your deposit of ${formatMoney(cents)} is on its way back to your card (usually 5–10 days).`,
    },
    released: {
      title: `Hold of ${formatMoney(cents)} released`,
      body: `${night}: the hold on your card was let go; nothing was charged.`,
    },
  } as const;
  return {
    userId: reservation.userId,
    kind: what === 'paid' ? ('deposit-paid' as const) : ('deposit-refunded' as const),
    ...texts[what],
    link: `/my-reservations/${reservation.id}`,
    createdAt: now,
  };
}
