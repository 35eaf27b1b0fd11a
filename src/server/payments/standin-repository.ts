import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { standinCheckouts, standinRefunds } from '../db/schema.ts';

export type StandinCheckout = typeof standinCheckouts.$inferSelect;
export type StandinRefund = typeof standinRefunds.$inferSelect;
export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** Which row a transition may start from; every condition given must hold. */
export interface TransitionFrom {
  id?: string;
  paymentIntentId?: string;
  status?: CheckoutStatus;
  intentStatuses?: IntentStatus[];
  /** Only while the checkout has not lapsed at this instant. */
  unexpiredAt?: Date;
}

export type CheckoutChanges = Partial<
  Pick<StandinCheckout, 'status' | 'intentStatus' | 'amountReceived' | 'lastDecline'>
>;

/** Inserts the checkout unless one with its id exists; answers the stored one either way. */
export async function insertCheckoutIfAbsent(
  db: Database,
  row: typeof standinCheckouts.$inferInsert,
): Promise<StandinCheckout> {
  await db.insert(standinCheckouts).values(row).onConflictDoNothing();
  return (await findCheckout(db, row.id))!;
}

export async function findCheckout(db: Database, id: string): Promise<StandinCheckout | undefined> {
  const [row] = await db.select().from(standinCheckouts).where(eq(standinCheckouts.id, id));
  return row;
}

export async function findCheckoutByIntent(
  db: Database,
  paymentIntentId: string,
): Promise<StandinCheckout | undefined> {
  const [row] = await db
    .select()
    .from(standinCheckouts)
    .where(eq(standinCheckouts.paymentIntentId, paymentIntentId));
  return row;
}

/**
 * Applies `changes` only if the row is still in a state `from` allows, in one statement: of two
 * processes making the same move, one gets the row back and the other undefined, so each event is
 * delivered once.
 */
export async function transitionCheckout(
  db: Database,
  from: TransitionFrom,
  changes: CheckoutChanges,
): Promise<StandinCheckout | undefined> {
  const conditions: SQL[] = [];
  if (from.id !== undefined) conditions.push(eq(standinCheckouts.id, from.id));
  if (from.paymentIntentId !== undefined)
    conditions.push(eq(standinCheckouts.paymentIntentId, from.paymentIntentId));
  if (from.status !== undefined) conditions.push(eq(standinCheckouts.status, from.status));
  if (from.intentStatuses !== undefined)
    conditions.push(inArray(standinCheckouts.intentStatus, from.intentStatuses));
  if (from.unexpiredAt !== undefined) conditions.push(gt(standinCheckouts.expiresAt, from.unexpiredAt));
  const [row] = await db
    .update(standinCheckouts)
    .set(changes)
    .where(and(...conditions))
    .returning();
  return row;
}

/** Adds `amountCents` to what was refunded, if the payment was taken and that much is left. */
export async function addRefunded(
  db: Database,
  checkoutId: string,
  amountCents: number,
): Promise<StandinCheckout | undefined> {
  const [row] = await db
    .update(standinCheckouts)
    .set({ amountRefunded: sql`${standinCheckouts.amountRefunded} + ${amountCents}` })
    .where(
      and(
        eq(standinCheckouts.id, checkoutId),
        eq(standinCheckouts.intentStatus, 'succeeded'),
        sql`${standinCheckouts.amountRefunded} + ${amountCents} <= ${standinCheckouts.amountReceived}`,
      ),
    )
    .returning();
  return row;
}

/** The refund, unless one with its idempotency key exists (then undefined: read that one). */
export async function insertRefundIfAbsent(
  db: Database,
  row: typeof standinRefunds.$inferInsert,
): Promise<StandinRefund | undefined> {
  const [inserted] = await db.insert(standinRefunds).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findRefundByKey(
  db: Database,
  idempotencyKey: string,
): Promise<StandinRefund | undefined> {
  const [row] = await db
    .select()
    .from(standinRefunds)
    .where(eq(standinRefunds.idempotencyKey, idempotencyKey));
  return row;
}
