import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import {
  PAYMENT_EVENT_KINDS,
  type PaymentEventKind,
  type PaymentProviderName,
  type PaymentStatus,
} from '../../../shared/deposits.ts';
import { anyOf } from '../../db/any-of.ts';
import type { Database, ReadDatabase } from '../../db/client.ts';
import { paymentEvents, payments, providerWebhookEvents } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export async function insertPayment(
  tx: Database,
  values: {
    reservationId: string;
    attempt: number;
    userId: string;
    clubId: string;
    provider: PaymentProviderName;
    status: PaymentStatus;
    capture: 'manual' | 'automatic';
    amountCents: number;
    expiresAt: Date | null;
    failure?: string | null;
  },
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findPayment(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Locks the payment until the transaction ends: a webhook and a poll of one payment queue up. */
export async function lockPayment(tx: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The reservation's latest attempt (the one its deposit state is read from). */
export async function findLatestPayment(
  db: Database,
  reservationId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row;
}

/** Every attempt of these reservations, oldest first. */
export function findPaymentsOf(db: Database, reservationIds: readonly string[]): Promise<PaymentRow[]> {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payments)
    .where(anyOf(payments.reservationId, reservationIds))
    .orderBy(asc(payments.reservationId), asc(payments.attempt));
}

export async function findPaymentByProviderId(
  db: Database,
  provider: PaymentProviderName,
  ids: { checkoutId: string | null; paymentId: string | null },
): Promise<PaymentRow | undefined> {
  if (ids.checkoutId) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.checkoutId, ids.checkoutId)));
    if (row) return row;
  }
  if (ids.paymentId) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, ids.paymentId)));
    return row;
  }
  return undefined;
}

export async function updatePayment(
  tx: Database,
  id: string,
  patch: Partial<
    Pick<
      PaymentRow,
      | 'status'
      | 'checkoutId'
      | 'checkoutUrl'
      | 'providerPaymentId'
      | 'refundedCents'
      | 'failure'
      | 'expiresAt'
    >
  >,
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...patch, updatedAt: now })
    .where(eq(payments.id, id));
}

/** Appends what happened; a kind already recorded for the payment is kept as it was (idempotent). */
export async function recordPaymentEvent(
  tx: Database,
  payment: Pick<PaymentRow, 'id' | 'clubId'>,
  event: {
    kind: PaymentEventKind;
    amountCents?: number;
    cashbackCents?: number;
    providerRef?: string | null;
  },
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({
      paymentId: payment.id,
      clubId: payment.clubId,
      kind: event.kind,
      amountCents: event.amountCents ?? 0,
      cashbackCents: event.cashbackCents ?? 0,
      providerRef: event.providerRef ?? null,
      at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * What happened to these payments, in order: by time, then in the order of a payment's life
 * (PAYMENT_EVENT_KINDS), so events of one instant (a capture and its no-show) still read in order.
 */
export async function findPaymentEvents(
  db: ReadDatabase,
  paymentIds: readonly string[],
): Promise<PaymentEventRow[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db.select().from(paymentEvents).where(anyOf(paymentEvents.paymentId, paymentIds));
  return rows.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      PAYMENT_EVENT_KINDS.indexOf(a.kind) - PAYMENT_EVENT_KINDS.indexOf(b.kind),
  );
}

/** True the first time this provider's event id is seen: a second delivery of it is a no-op. */
export async function claimWebhookEvent(
  tx: Database,
  provider: PaymentProviderName,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(providerWebhookEvents)
    .values({ provider, eventId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: providerWebhookEvents.eventId });
  return rows.length > 0;
}

export async function forgetWebhookEvent(
  db: Database,
  provider: PaymentProviderName,
  eventId: string,
): Promise<void> {
  await db
    .delete(providerWebhookEvents)
    .where(and(eq(providerWebhookEvents.provider, provider), eq(providerWebhookEvents.eventId, eventId)));
}

/** Payments still waiting on the provider since before `before`, oldest first (the reconciler's batch). */
export function findStalePending(db: Database, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.updatedAt, before)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** Touches the reservation so its watchers (the member's pages, the night's staff) hear of the payment. */
export async function touchReservation(tx: Database, reservationId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update reservations set updated_at = ${now.toISOString()} where id = ${reservationId}`,
  );
}
