import { and, asc, between, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  RESERVATION_STATUSES,
  type ReservationStatus,
  type StoredTableType,
} from '../../shared/api/reservation-schema.ts';
import { cashbackEarned } from '../../shared/cashback.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import type { CashbackKind } from '../db/schema/reservations.ts';
import { cashbackLedger, clubs, payments, reservationStatusHistory, reservations } from '../db/schema.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type HistoryRow = typeof reservationStatusHistory.$inferSelect;
export type CreditRow = typeof cashbackLedger.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface ReservationWithDetails {
  reservation: ReservationRow;
  club: ClubRow;
  history: HistoryRow[];
  /** The cashback it has put on the balance in cents: earned plus corrections; null until completed. */
  creditedCents: number | null;
  /** Cashback its deposit used that came back to the balance, in cents (0 if none). */
  cashbackReturnedCents: number;
  /** Its deposit's payment attempts, oldest first. */
  payments: PaymentRow[];
}

export async function insertReservation(
  tx: Database,
  values: {
    userId: string;
    clubId: string;
    date: IsoDate;
    partySize: number;
    arrivalTime: string;
    tableType: StoredTableType | null;
    notes: string;
    cashbackPercent: number;
    minimumSpendCents: number | null;
    serviceChargePercent: number;
    taxRatePercent: number;
    serviceCents: number;
    taxCents: number;
    totalCents: number;
    depositCents: number;
    cashbackAppliedCents: number;
  },
  now: Date,
): Promise<ReservationRow> {
  const [row] = await tx
    .insert(reservations)
    .values({ ...values, status: 'requested', createdAt: now, updatedAt: now })
    .returning();
  await appendHistory(tx, row!.id, 'requested', now, null);
  return row!;
}

export async function appendHistory(
  tx: Database,
  reservationId: string,
  status: ReservationStatus,
  at: Date,
  note: string | null,
): Promise<void> {
  await tx.insert(reservationStatusHistory).values({ reservationId, status, at, note });
}

export async function findReservationRow(db: Database, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/** Locks the reservation row until the transaction ends: concurrent status changes queue up. */
export async function lockReservation(tx: Database, id: string): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export async function setStatus(
  tx: Database,
  id: string,
  status: ReservationStatus,
  now: Date,
  amountSpentCents?: number,
): Promise<void> {
  await tx
    .update(reservations)
    .set({ status, updatedAt: now, ...(amountSpentCents === undefined ? {} : { amountSpentCents }) })
    .where(eq(reservations.id, id));
}

/**
 * Appends the credit the spend earns at the percent booked (cashbackEarned, in integer cents: the
 * one place cashback is computed). The unique (reservation, kind) index makes a second `earned`
 * row for one reservation impossible.
 */
export async function insertCredit(
  tx: Database,
  reservation: ReservationRow,
  spendCents: number,
  now: Date,
): Promise<CreditRow> {
  const [row] = await tx
    .insert(cashbackLedger)
    .values({
      userId: reservation.userId,
      reservationId: reservation.id,
      kind: 'earned',
      spendCents,
      percent: reservation.cashbackPercent,
      amountCents: cashbackEarned(spendCents, reservation.cashbackPercent),
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * A spend correction's ledger row: the cents it moves (signed, never 0), with the corrected spend and
 * the percent booked. Corrections may repeat, so no unique index stands in the way of a second.
 */
export async function insertCorrection(
  tx: Database,
  reservation: ReservationRow,
  move: { spendCents: number; cents: number },
  now: Date,
): Promise<CreditRow> {
  const [row] = await tx
    .insert(cashbackLedger)
    .values({
      userId: reservation.userId,
      reservationId: reservation.id,
      kind: 'corrected',
      spendCents: move.spendCents,
      percent: reservation.cashbackPercent,
      amountCents: move.cents,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** A correction's new spend (the cashback moves in its own ledger row). */
export async function setAmountSpent(
  tx: Database,
  id: string,
  amountSpentCents: number,
  now: Date,
): Promise<void> {
  await tx.update(reservations).set({ amountSpentCents, updatedAt: now }).where(eq(reservations.id, id));
}

const CREDIT_KINDS = ['earned', 'corrected'] as const;

/** What each completed table has put on its member's balance, in cents: earned plus corrections. */
export async function creditedCentsOf(db: Database, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      reservationId: cashbackLedger.reservationId,
      cents: sql<string>`sum(${cashbackLedger.amountCents})`,
    })
    .from(cashbackLedger)
    .where(and(anyOf(cashbackLedger.reservationId, ids), anyOf(cashbackLedger.kind, CREDIT_KINDS, 'text')))
    .groupBy(cashbackLedger.reservationId);
  return new Map(rows.map((row) => [row.reservationId ?? '', Number(row.cents)]));
}

/**
 * Statuses only move forward (RESERVATION_STATUSES lists them in lifecycle order), so two changes
 * in one instant (a test clock) still read in order.
 */
const byTimeThenLifecycle = (a: HistoryRow, b: HistoryRow) =>
  a.at.getTime() - b.at.getTime() ||
  RESERVATION_STATUSES.indexOf(a.status) - RESERVATION_STATUSES.indexOf(b.status);

/** Earned plus corrections, in cents; null before any credit. */
function creditedCents(rows: readonly CreditRow[]): number | null {
  const credits = rows.filter((row) => row.kind === 'earned' || row.kind === 'corrected');
  if (!credits.some((row) => row.kind === 'earned')) return null;
  return credits.reduce((sum, row) => sum + row.amountCents, 0);
}

async function withDetails(
  db: Database,
  rows: { reservation: ReservationRow; club: ClubRow }[],
): Promise<ReservationWithDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.reservation.id);
  const [history, credits, attempts] = await Promise.all([
    db
      .select()
      .from(reservationStatusHistory)
      .where(anyOf(reservationStatusHistory.reservationId, ids))
      .orderBy(asc(reservationStatusHistory.at), asc(reservationStatusHistory.id)),
    db
      .select()
      .from(cashbackLedger)
      .where(and(anyOf(cashbackLedger.reservationId, ids), ne(cashbackLedger.kind, 'spent'))),
    db.select().from(payments).where(anyOf(payments.reservationId, ids)).orderBy(asc(payments.attempt)),
  ]);
  return rows.map((row) => ({
    ...row,
    history: history.filter((h) => h.reservationId === row.reservation.id).sort(byTimeThenLifecycle),
    creditedCents: creditedCents(credits.filter((c) => c.reservationId === row.reservation.id)),
    cashbackReturnedCents:
      credits.find((c) => c.reservationId === row.reservation.id && c.kind === 'returned')?.amountCents ?? 0,
    payments: attempts.filter((p) => p.reservationId === row.reservation.id),
  }));
}

function selectWithClub(db: Database) {
  return db
    .select({ reservation: reservations, club: clubs })
    .from(reservations)
    .innerJoin(clubs, eq(clubs.id, reservations.clubId));
}

/** The member's own reservation; another member's is indistinguishable from a missing one. */
export async function findMemberReservation(db: Database, userId: string, id: string) {
  const rows = await selectWithClub(db).where(and(eq(reservations.userId, userId), eq(reservations.id, id)));
  const [found] = await withDetails(db, rows);
  return found;
}

/** Any member's reservation, for staff. */
export async function findReservation(db: Database, id: string) {
  const [found] = await withDetails(db, await selectWithClub(db).where(eq(reservations.id, id)));
  return found;
}

export async function findMemberReservations(db: Database, userId: string) {
  const rows = await selectWithClub(db)
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.date), desc(reservations.createdAt), desc(reservations.id));
  return withDetails(db, rows);
}

/** The newest ledger rows a member sees; the balance always sums them all. */
export const CASHBACK_LEDGER_SHOWN = 200;

/** The ledger rows of the member's tables (a `forfeited` row has none: the account is gone by then). */
export async function findMemberCredits(db: Database, userId: string) {
  const rows = await db
    .select({ credit: cashbackLedger, date: reservations.date, clubName: clubs.name })
    .from(cashbackLedger)
    .innerJoin(reservations, eq(reservations.id, cashbackLedger.reservationId))
    .innerJoin(clubs, eq(clubs.id, reservations.clubId))
    .where(eq(cashbackLedger.userId, userId))
    .orderBy(desc(cashbackLedger.createdAt), desc(cashbackLedger.id))
    .limit(CASHBACK_LEDGER_SHOWN);
  return rows.map(({ credit, ...row }) => ({
    ...row,
    credit: {
      ...credit,
      reservationId: credit.reservationId ?? '',
      kind: credit.kind as Exclude<CashbackKind, 'forfeited'>,
    },
  }));
}

/** The member's balance in cents (a sum of integers: bigint, exact). */
export async function cashbackBalanceCents(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${cashbackLedger.amountCents}), 0)` })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.userId, userId));
  return Number(row?.cents ?? 0);
}

/**
 * Spends cashback on a deposit (`spent`, negative) or gives it back (`returned`). Once per kind and
 * reservation: a retried refund returns it once. The ledger's trigger refuses an overdraw; the
 * caller checks first for a clear message.
 */
export async function moveCashback(
  tx: Database,
  move: { userId: string; reservationId: string; kind: 'spent' | 'returned'; cents: number },
  now: Date,
): Promise<boolean> {
  if (move.cents <= 0) return false;
  const signed = move.kind === 'spent' ? -move.cents : move.cents;
  const rows = await tx
    .insert(cashbackLedger)
    .values({
      userId: move.userId,
      reservationId: move.reservationId,
      kind: move.kind,
      amountCents: signed,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: cashbackLedger.id });
  return rows.length > 0;
}

/** Every confirmed table, with its club, on the nights from `from` to `to` (the day's reminders). */
export function findConfirmedReservationsBetween(db: Database, from: IsoDate, to: IsoDate) {
  return db
    .select({ reservation: reservations, club: clubs })
    .from(reservations)
    .innerJoin(clubs, eq(clubs.id, reservations.clubId))
    .where(and(eq(reservations.status, 'confirmed'), between(reservations.date, from, to)));
}

/** The member's requested or confirmed tables from `from` on, soonest first, at most `limit`. */
export function findUpcomingMemberReservations(db: Database, userId: string, from: IsoDate, limit: number) {
  return db
    .select({
      id: reservations.id,
      date: reservations.date,
      status: reservations.status,
      clubName: clubs.name,
    })
    .from(reservations)
    .innerJoin(clubs, eq(clubs.id, reservations.clubId))
    .where(
      and(
        eq(reservations.userId, userId),
        gte(reservations.date, from),
        inArray(reservations.status, ['requested', 'confirmed']),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.id))
    .limit(limit);
}
