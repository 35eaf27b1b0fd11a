import { nightLabel } from '../../../shared/dates.ts';
import type { PaymentStatus } from '../../../shared/deposits.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { ReservationRow } from '../reservations-repository.ts';
import type { PaymentRow } from './payments-repository.ts';

/** The guest's receipt: by email and in the app, for each payment and each refund. */
export function receipt(
  what: 'paid' | 'refunded' | 'released',
  reservation: ReservationRow,
  payment: Pick<PaymentRow, 'amountCents' | 'providerPaymentId' | 'id'>,
  status: PaymentStatus,
  now: Date,
  cents: number = payment.amountCents,
) {
  const night = nightLabel(reservation.date);
  const ref = payment.providerPaymentId ?? payment.id;
  const texts = {
    paid: {
      title:
        status === 'held'
          ? `Deposit of ${formatMoney(cents)} held`
          : `Receipt: deposit of ${formatMoney(cents)} paid`,
      body:
        status === 'held'
          ? `${night}: your card is authorised for ${formatMoney(cents)}; it is taken only when the club confirms. Reference ${ref}.`
          : `${night}: ${formatMoney(cents)} paid towards your table, counted against your bill. Reference ${ref}.`,
    },
    refunded: {
      title: `Refund of ${formatMoney(cents)}`,
      body: `${night}: your deposit of ${formatMoney(cents)} is on its way back to your card (usually 5–10 days). Reference ${ref}.`,
    },
    released: {
      title: `Hold of ${formatMoney(cents)} released`,
      body: `${night}: the hold on your card was let go; nothing was charged. Reference ${ref}.`,
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
