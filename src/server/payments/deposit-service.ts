import { nightLabel } from '../../shared/dates.ts';
import {
  DEPOSIT_TEXT,
  type DepositState,
  PAYMENT_RANK,
  type PaymentEventKind,
  type PaymentStatus,
} from '../../shared/deposits.ts';
import { formatMoney } from '../../shared/money.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { DeliverNotifications } from '../notifications/notification-delivery.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import {
  lockReservation,
  moveCashback,
  type ReservationRow,
} from '../reservations/reservations-repository.ts';
import {
  type CheckoutState,
  type PaymentProvider,
  PaymentProviderError,
  WebhookSignatureError,
} from './payment-provider.ts';
import {
  claimWebhookEvent,
  findLatestPayment,
  findPayment,
  findPaymentByProviderId,
  forgetWebhookEvent,
  lockPayment,
  type PaymentRow,
  recordPaymentEvent,
  touchReservation,
  updatePayment,
} from './payments-repository.ts';

export interface DepositDeps {
  db: Database;
  clock: () => Date;
  deliver: DeliverNotifications;
  payments: PaymentProvider;
  /** The app's public address, for the provider to send the guest back; null: same origin (the stand-in). */
  publicUrl: string | null;
}

const HOUR = 3_600_000;
/** Card holds last about 7 days: a table further away than this is paid, not held. */
const HOLD_AT_MOST_MS = 6 * 24 * HOUR;
/** How long a guest has to pay at the checkout. */
const CHECKOUT_TTL_MS = 60 * 60_000;

export const PAYMENT_MESSAGES = {
  providerDown:
    'The payment service is not answering. Your request is saved and nothing was charged: pay the deposit from your reservation in a few minutes.',
  providerDownStaff:
    'The payment service is not answering, so the deposit could not be settled and nothing changed. Try again in a minute.',
  expired: 'The checkout expired before the deposit was paid. Nothing was charged.',
  withdrawn: 'The request ended before the deposit was paid. Nothing was charged.',
  notDue: 'This deposit is not waiting to be paid.',
  notSecured: (state: DepositState) =>
    `The deposit is not paid yet (${DEPOSIT_TEXT[state].label.toLowerCase()}): confirm the table once the guest has paid, or decline it.`,
} as const;

/** Hold the deposit when the night is near enough for a card hold to last; else take it now. */
export function captureModeFor(arrival: Date, now: Date): 'manual' | 'automatic' {
  return arrival.getTime() - now.getTime() <= HOLD_AT_MOST_MS ? 'manual' : 'automatic';
}

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

/**
 * What the provider's view of a checkout means for our payment: a status, never a step back. Only
 * what the guest does is read here (paying, a hold, a decline, walking away); releases, captures
 * and refunds are ours, recorded by the status change that asked for them.
 */
function statusFrom(
  payment: PaymentRow,
  state: CheckoutState,
): { status: PaymentStatus; failure?: string } | null {
  switch (state.paymentStatus) {
    case 'requires_capture':
      return { status: 'held' };
    case 'succeeded':
      return { status: 'paid' };
    case 'canceled':
      return payment.status === 'pending' ? { status: 'failed', failure: PAYMENT_MESSAGES.expired } : null;
    default:
      if (state.status === 'expired') return { status: 'failed', failure: PAYMENT_MESSAGES.expired };
      // Still open: a declined card may be tried again on the checkout page; say why meanwhile.
      if (state.lastDecline && state.lastDecline !== payment.failure)
        return { status: 'pending', failure: state.lastDecline };
      return null;
  }
}

const EVENT_OF: Partial<Record<PaymentStatus, PaymentEventKind>> = {
  held: 'held',
  paid: 'paid',
  failed: 'failed',
  released: 'released',
  refunded: 'refunded',
};

/**
 * Reads the payment from the provider and moves ours forward to match: the one path every webhook,
 * every poll and the guest's return from the checkout take, so a webhook received twice, late or
 * out of order, or never, ends in the same state. Money that arrives for a request that already
 * ended (paid on a checkout left open while cancelling) is given straight back.
 */
export async function syncPayment(deps: DepositDeps, paymentId: string): Promise<void> {
  const before = await findPayment(deps.db, paymentId);
  if (!before?.checkoutId || before.provider !== deps.payments.name) return;
  if (PAYMENT_RANK[before.status] >= 3) return;
  const state = await deps.payments.getCheckout(before.checkoutId);
  const written: NotificationRow[] = [];
  let giveBack: 'release' | 'refund' | null = null;
  await deps.db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, before.reservationId);
    const payment = await lockPayment(tx, paymentId);
    if (!payment || !reservation) return;
    const next = statusFrom(payment, state);
    if (!next) return;
    const now = deps.clock();
    const forward = PAYMENT_RANK[next.status] > PAYMENT_RANK[payment.status];
    if (!forward && !(next.status === payment.status && next.failure !== payment.failure)) return;
    await updatePayment(
      tx,
      payment.id,
      {
        status: forward ? next.status : payment.status,
        failure: next.failure ?? (next.status === 'held' || next.status === 'paid' ? null : payment.failure),
        providerPaymentId: state.paymentId ?? payment.providerPaymentId,
      },
      now,
    );
    const kind = forward ? EVENT_OF[next.status] : undefined;
    if (kind)
      await recordPaymentEvent(
        tx,
        payment,
        {
          kind,
          amountCents:
            next.status === 'refunded'
              ? state.amountRefundedCents
              : next.status === 'held' || next.status === 'paid'
                ? payment.amountCents
                : 0,
          providerRef: state.paymentId,
        },
        now,
      );
    await touchReservation(tx, reservation.id, now);
    if (forward && (next.status === 'held' || next.status === 'paid')) {
      if (reservation.status === 'requested' || reservation.status === 'confirmed')
        written.push(await insertNotification(tx, receipt('paid', reservation, payment, next.status, now)));
      else giveBack = next.status === 'held' ? 'release' : 'refund';
    }
  });
  deps.deliver(written);
  if (giveBack) await settleAfterEnd(deps, paymentId);
}

/** A payment that went through after its request ended: let the hold go, or refund it. */
async function settleAfterEnd(deps: DepositDeps, paymentId: string): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) return;
  if (payment.status === 'held') await releaseHold(deps, payment);
  else if (payment.status === 'paid') await refundPayment(deps, payment);
}

/** The guest's receipt: by email and in the app, for each payment and each refund. */
function receipt(
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

function providerDown(error: unknown): never {
  if (error instanceof PaymentProviderError)
    throw new AppError(
      409,
      'payment_provider_unavailable',
      `${PAYMENT_MESSAGES.providerDownStaff} (${error.message})`,
    );
  throw error;
}

/** Lets a hold go at the provider, then records it. Idempotent: the key is the payment's. */
async function releaseHold(deps: DepositDeps, payment: PaymentRow): Promise<void> {
  if (payment.providerPaymentId)
    await deps.payments.release(payment.providerPaymentId, `release:${payment.id}`).catch(providerDown);
  await finishPayment(deps, payment.id, 'released', 0, null);
}

async function refundPayment(deps: DepositDeps, payment: PaymentRow): Promise<void> {
  const cents = payment.amountCents - payment.refundedCents;
  let refundId: string | null = null;
  if (cents > 0 && payment.providerPaymentId)
    refundId = (
      await deps.payments.refund(payment.providerPaymentId, cents, `refund:${payment.id}`).catch(providerDown)
    ).refundId;
  await finishPayment(deps, payment.id, 'refunded', cents, refundId);
}

async function finishPayment(
  deps: DepositDeps,
  paymentId: string,
  status: 'released' | 'refunded',
  cents: number,
  providerRef: string | null,
): Promise<void> {
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || PAYMENT_RANK[payment.status] >= 3) return;
    const reservation = await lockReservation(tx, payment.reservationId);
    const now = deps.clock();
    await updatePayment(tx, paymentId, { status, refundedCents: payment.refundedCents + cents }, now);
    await recordPaymentEvent(tx, payment, { kind: status, amountCents: cents, providerRef }, now);
    if (reservation && payment.amountCents > 0)
      written.push(
        await insertNotification(
          tx,
          receipt(
            status,
            reservation,
            payment,
            status,
            now,
            status === 'refunded' ? cents : payment.amountCents,
          ),
        ),
      );
  });
  deps.deliver(written);
}

/** What a staff or member status change does to the deposit, decided before the change is written. */
export type DepositOutcome = 'return' | 'capture-keep' | 'capture-apply' | 'capture' | 'none';

export function outcomeOf(to: ReservationRow['status']): DepositOutcome {
  switch (to) {
    case 'declined':
    case 'cancelled':
      return 'return';
    case 'confirmed':
      return 'capture';
    case 'no_show':
      return 'capture-keep';
    case 'completed':
      return 'capture-apply';
    default:
      return 'none';
  }
}

/**
 * Moves the money for a status change before the change is written, outside any transaction: the
 * provider may call back at once. A provider that is down refuses the whole change (nothing moved,
 * nothing written). Repeating it is safe: every call carries the payment's idempotency key.
 */
export async function settleDepositBefore(
  deps: DepositDeps,
  reservation: ReservationRow,
  to: ReservationRow['status'],
): Promise<void> {
  if (reservation.depositCents === 0) return;
  const outcome = outcomeOf(to);
  const payment = await findLatestPayment(deps.db, reservation.id);
  if (outcome === 'capture' || outcome === 'capture-keep' || outcome === 'capture-apply') {
    const state = payment ? payment.status : 'due';
    if (state !== 'held' && state !== 'paid' && !(payment?.provider === 'cashback'))
      throw new AppError(409, 'deposit_not_secured', PAYMENT_MESSAGES.notSecured(state));
    if (payment?.status === 'held' && payment.providerPaymentId)
      await deps.payments.capture(payment.providerPaymentId, `capture:${payment.id}`).catch(providerDown);
    return;
  }
  if (outcome !== 'return' || !payment) return;
  if (payment.status === 'held') await releaseHold(deps, payment);
  else if (payment.status === 'paid' && payment.provider !== 'cashback') await refundPayment(deps, payment);
  else if (payment.status === 'pending' && payment.checkoutId)
    await deps.payments.expireCheckout(payment.checkoutId, `expire:${payment.id}`).catch(() => undefined);
}

/**
 * Writes what a status change did to the deposit, in the status change's transaction: the capture
 * (a hold taken on confirming), the deposit kept on a no-show or counted against the bill, and the
 * cashback given back when the request ends unpaid or refunded.
 */
export async function recordDepositAfter(
  tx: Database,
  reservation: ReservationRow,
  to: ReservationRow['status'],
  now: Date,
): Promise<NotificationRow[]> {
  if (reservation.depositCents === 0) return [];
  const outcome = outcomeOf(to);
  const payment = await findLatestPayment(tx, reservation.id);
  if (outcome === 'return') {
    if (payment?.status === 'pending' || payment?.status === 'failed') {
      // Ended before it was paid (its checkout, expired on the way, may already say so).
      await updatePayment(tx, payment.id, { status: 'failed', failure: PAYMENT_MESSAGES.withdrawn }, now);
      await recordPaymentEvent(tx, payment, { kind: 'failed' }, now);
    } else if (payment?.provider === 'cashback' && payment.status === 'paid') {
      await updatePayment(tx, payment.id, { status: 'refunded' }, now);
      await recordPaymentEvent(
        tx,
        payment,
        { kind: 'refunded', cashbackCents: reservation.cashbackAppliedCents },
        now,
      );
    }
    await moveCashback(
      tx,
      {
        userId: reservation.userId,
        reservationId: reservation.id,
        kind: 'returned',
        cents: reservation.cashbackAppliedCents,
      },
      now,
    );
    return [];
  }
  if (!payment) return [];
  const written: NotificationRow[] = [];
  if (payment.status === 'held') {
    // Captured just before; its webhook may not have come yet: the receipt for the money taken is here.
    await updatePayment(tx, payment.id, { status: 'paid' }, now);
    await recordPaymentEvent(
      tx,
      payment,
      { kind: 'paid', amountCents: payment.amountCents, providerRef: payment.providerPaymentId },
      now,
    );
    written.push(await insertNotification(tx, receipt('paid', reservation, payment, 'paid', now)));
  }
  const final = outcome === 'capture-keep' ? 'forfeited' : outcome === 'capture-apply' ? 'applied' : null;
  if (final) {
    await updatePayment(tx, payment.id, { status: final }, now);
    await recordPaymentEvent(
      tx,
      payment,
      { kind: final, amountCents: payment.amountCents, cashbackCents: reservation.cashbackAppliedCents },
      now,
    );
  }
  return written;
}

/**
 * A signed provider webhook: verified, claimed once by its event id, then the payment it names is
 * read again from the provider (never trusting the event's copy), so duplicates and reordering do
 * not matter. Answers false for a signature that does not verify.
 */
export async function handleWebhook(
  deps: DepositDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  let event: ReturnType<PaymentProvider['verifyWebhook']>;
  try {
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new AppError(
        400,
        'invalid_signature',
        `The webhook's signature does not verify: ${error.message}`,
      );
    throw error;
  }
  const payment =
    (event.reference && /^[0-9a-f-]{36}$/.test(event.reference)
      ? await findPayment(deps.db, event.reference)
      : undefined) ?? (await findPaymentByProviderId(deps.db, deps.payments.name, event));
  if (!payment) {
    await claimWebhookEvent(deps.db, deps.payments.name, event.id, deps.clock());
    return 'ignored';
  }
  const first = await claimWebhookEvent(deps.db, deps.payments.name, event.id, deps.clock());
  if (!first) return 'duplicate';
  try {
    await syncPayment(deps, payment.id);
  } catch (error) {
    // Not handled after all: forget the claim so the provider's retry of this event is applied.
    await forgetWebhookEvent(deps.db, deps.payments.name, event.id);
    if (error instanceof PaymentProviderError) providerDown(error);
    throw error;
  }
  return 'applied';
}
