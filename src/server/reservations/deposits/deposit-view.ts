import type { Deposit, ReservationPrice } from '../../../shared/api/reservation-schema.ts';
import type { DepositState } from '../../../shared/deposits.ts';
import type { ReservationRow } from '../reservations-repository.ts';
import type { PaymentRow } from './payments-repository.ts';

type Priced = Pick<
  ReservationRow,
  | 'minimumSpendCents'
  | 'serviceChargePercent'
  | 'serviceCents'
  | 'taxRatePercent'
  | 'taxCents'
  | 'totalCents'
  | 'depositCents'
  | 'cashbackAppliedCents'
>;

/** The all-in price the member was quoted when booking. */
export function priceOf(reservation: Priced): ReservationPrice {
  return {
    minimumCents: reservation.minimumSpendCents ?? 0,
    serviceCharge: reservation.serviceChargePercent,
    serviceCents: reservation.serviceCents,
    taxRate: reservation.taxRatePercent,
    taxCents: reservation.taxCents,
    totalCents: reservation.totalCents,
    depositCents: reservation.depositCents,
    restCents: reservation.totalCents - reservation.depositCents,
  };
}

/** The deposit's state: none without one, due before any attempt, else the latest attempt's. */
export function depositStateOf(
  reservation: Pick<ReservationRow, 'depositCents'>,
  payments: readonly PaymentRow[],
): DepositState {
  if (reservation.depositCents === 0) return 'none';
  return payments.at(-1)?.status ?? 'due';
}

/** `payments`: the reservation's attempts, oldest first; `cashbackReturnedCents` from the ledger. */
export function depositOf(
  reservation: Priced,
  payments: readonly PaymentRow[],
  cashbackReturnedCents = 0,
): Deposit {
  const latest = payments.at(-1);
  const state = depositStateOf(reservation, payments);
  const open = latest?.status === 'pending' && latest.checkoutUrl !== null;
  return {
    state,
    amountCents: reservation.depositCents,
    cashbackCents: reservation.cashbackAppliedCents,
    cardCents: reservation.depositCents - reservation.cashbackAppliedCents,
    refundedCents: payments.reduce((sum, payment) => sum + payment.refundedCents, 0),
    cashbackReturnedCents,
    capture: latest && latest.provider !== 'cashback' ? latest.capture : null,
    checkoutUrl: open ? latest.checkoutUrl : null,
    failure: latest?.failure ?? null,
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      providerPaymentId: payment.providerPaymentId,
      createdAt: payment.createdAt.toISOString(),
    })),
  };
}
