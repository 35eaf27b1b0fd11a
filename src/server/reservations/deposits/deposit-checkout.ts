// A deposit's first step: the provider's checkout, opened for a payment already written.
import { nightLabel } from '../../../shared/dates.ts';
import type { ClubRow } from '../../clubs/clubs-repository.ts';
import { PaymentProviderError } from '../../payments/payment-provider.ts';
import type { ReservationRow } from '../reservations-repository.ts';
import { type DepositDeps, PAYMENT_MESSAGES } from './deposit-rules.ts';
import {
  lockPayment,
  type PaymentRow,
  recordPaymentEvent,
  touchReservation,
  updatePayment,
} from './payments-repository.ts';

/** How long a guest has to pay at the checkout. */
const CHECKOUT_TTL_MS = 60 * 60_000;

function returnUrl(deps: DepositDeps, reservationId: string, outcome: 'done' | 'back'): string {
  const path = `/my-reservations/${reservationId}?checkout=${outcome}`;
  return deps.publicUrl ? new URL(path, deps.publicUrl).toString() : path;
}

/**
 * Opens the provider's checkout for a pending payment and keeps its id and address. Called after
 * the payment row is committed, never inside a transaction: the provider may call us back (a
 * webhook) before it answers. A provider that is down leaves the payment failed with words for the
 * guest; the reservation stays requested and nothing is charged.
 */
export async function openCheckout(
  deps: DepositDeps,
  payment: PaymentRow,
  context: {
    club: Pick<ClubRow, 'name'>;
    reservation: Pick<ReservationRow, 'date' | 'tableType'>;
    email?: string;
  },
): Promise<void> {
  const now = deps.clock();
  const table = context.reservation.tableType?.name ?? 'Table';
  try {
    const checkout = await deps.payments.createCheckout({
      idempotencyKey: `checkout:${payment.id}`,
      amountCents: payment.amountCents,
      currency: 'usd',
      capture: payment.capture,
      description: `${table} deposit · ${context.club.name} · ${nightLabel(context.reservation.date)}`,
      reference: payment.id,
      customerEmail: context.email,
      successUrl: returnUrl(deps, payment.reservationId, 'done'),
      cancelUrl: returnUrl(deps, payment.reservationId, 'back'),
      expiresAt: payment.expiresAt ?? new Date(now.getTime() + CHECKOUT_TTL_MS),
    });
    await deps.db.transaction(async (tx) => {
      const current = await lockPayment(tx, payment.id);
      if (current?.status !== 'pending') return;
      await updatePayment(
        tx,
        payment.id,
        { checkoutId: checkout.id, checkoutUrl: checkout.url },
        deps.clock(),
      );
      await recordPaymentEvent(tx, payment, { kind: 'checkout', providerRef: checkout.id }, deps.clock());
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await deps.db.transaction(async (tx) => {
      const current = await lockPayment(tx, payment.id);
      if (current?.status !== 'pending') return;
      await updatePayment(tx, payment.id, { status: 'failed', failure: PAYMENT_MESSAGES.providerDown }, now);
      await recordPaymentEvent(tx, payment, { kind: 'failed' }, now);
      await touchReservation(tx, payment.reservationId, now);
    });
  }
}
