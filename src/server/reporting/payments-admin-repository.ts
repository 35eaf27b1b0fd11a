import { and, between, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import { anyOf } from '../db/any-of.ts';
import type { ReadDatabase } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { cashbackLedger, clubs, payments, reservations, users } from '../db/schema.ts';

export interface PaymentsScope {
  /** null: every club. */
  clubIds: readonly string[] | null;
  from: IsoDate;
  to: IsoDate;
}

/** Payments of tables for nights in the range, of the clubs in scope. */
function inScope(scope: PaymentsScope): SQL {
  const nights = between(reservations.date, scope.from, scope.to);
  return scope.clubIds === null ? nights : and(nights, anyOf(payments.clubId, scope.clubIds))!;
}

export interface PaymentsCursor {
  createdAt: Date;
  id: string;
}

/** A page of payments, newest first, after `cursor`; `limit` + 1 tells whether there is more. */
export function findPaymentsPage(
  db: ReadDatabase,
  scope: PaymentsScope,
  cursor: PaymentsCursor | null,
  limit: number,
) {
  const after = cursor
    ? or(
        lt(payments.createdAt, cursor.createdAt),
        and(eq(payments.createdAt, cursor.createdAt), lt(payments.id, cursor.id)),
      )
    : undefined;
  return db
    .select({
      payment: payments,
      date: reservations.date,
      cashbackCents: reservations.cashbackAppliedCents,
      clubName: clubs.name,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(clubs, eq(clubs.id, payments.clubId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(inScope(scope), after))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function countPayments(db: ReadDatabase, scope: PaymentsScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(inScope(scope));
  return row?.count ?? 0;
}

/**
 * The period's money, summed in the database: card money taken and refunded (from the payments'
 * events), held now, kept on no-shows, and the cashback spent and returned.
 */
export async function sumPayments(db: ReadDatabase, scope: PaymentsScope) {
  const clubFilter =
    scope.clubIds === null ? sql`true` : sql`r.club_id = any(${sql.param(scope.clubIds)}::uuid[])`;
  const [row] = rowsOf<{ taken: string; refunded: string; held: string; forfeited: string }>(
    await db.execute(sql`
    select
      coalesce(sum(e.amount_cents) filter (where e.kind = 'paid'), 0) as taken,
      coalesce(sum(e.amount_cents) filter (where e.kind = 'refunded'), 0) as refunded,
      coalesce(sum(e.amount_cents + e.cashback_cents) filter (where e.kind = 'forfeited'), 0) as forfeited,
      (select coalesce(sum(p.amount_cents), 0) from payments p join reservations r on r.id = p.reservation_id
        where p.status = 'held' and r.date between ${scope.from} and ${scope.to} and ${clubFilter}) as held
    from payment_events e
    join payments p on p.id = e.payment_id
    join reservations r on r.id = p.reservation_id
    where r.date between ${scope.from} and ${scope.to} and ${clubFilter}`),
  );
  const [cashback] = await db
    .select({
      used: sql<string>`coalesce(-sum(${cashbackLedger.amountCents}) filter (where ${cashbackLedger.kind} = 'spent'), 0)`,
      returned: sql<string>`coalesce(sum(${cashbackLedger.amountCents}) filter (where ${cashbackLedger.kind} = 'returned'), 0)`,
    })
    .from(cashbackLedger)
    .innerJoin(reservations, eq(reservations.id, cashbackLedger.reservationId))
    .where(
      and(
        between(reservations.date, scope.from, scope.to),
        scope.clubIds === null ? undefined : anyOf(reservations.clubId, scope.clubIds),
      ),
    );
  return {
    takenCents: Number(row?.taken ?? 0),
    refundedCents: Number(row?.refunded ?? 0),
    heldCents: Number(row?.held ?? 0),
    forfeitedCents: Number(row?.forfeited ?? 0),
    cashbackUsedCents: Number(cashback?.used ?? 0),
    cashbackReturnedCents: Number(cashback?.returned ?? 0),
  };
}
