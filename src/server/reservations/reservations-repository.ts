import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import {
  RESERVATION_STATUSES,
  type ReservationStatus,
  type TableType,
} from '../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { cashbackLedger, clubs, reservationStatusHistory, reservations } from '../db/schema.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type HistoryRow = typeof reservationStatusHistory.$inferSelect;
export type CreditRow = typeof cashbackLedger.$inferSelect;

export interface ReservationWithDetails {
  reservation: ReservationRow;
  club: ClubRow;
  history: HistoryRow[];
  credit: CreditRow | null;
}

export async function insertReservation(
  tx: Database,
  values: {
    userId: string;
    clubId: string;
    date: IsoDate;
    partySize: number;
    arrivalTime: string;
    tableType: TableType | null;
    notes: string;
    cashbackPercent: number;
    minimumSpend: number | null;
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
  amountSpent?: number,
): Promise<void> {
  await tx
    .update(reservations)
    .set({ status, updatedAt: now, ...(amountSpent === undefined ? {} : { amountSpent }) })
    .where(eq(reservations.id, id));
}

/**
 * Appends the credit: spend × percent / 100, rounded to cents in numeric arithmetic (no binary
 * floating point). The UNIQUE reservation_id makes a second credit for one reservation impossible.
 */
export async function insertCredit(
  tx: Database,
  reservation: ReservationRow,
  spend: number,
  now: Date,
): Promise<CreditRow> {
  const [row] = await tx
    .insert(cashbackLedger)
    .values({
      userId: reservation.userId,
      reservationId: reservation.id,
      spend,
      percent: reservation.cashbackPercent,
      amount: sql`round(${String(spend)}::numeric * ${String(reservation.cashbackPercent)}::numeric / 100, 2)`,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * Statuses only move forward (RESERVATION_STATUSES lists them in lifecycle order), so two changes
 * in one instant (a test clock) still read in order.
 */
const byTimeThenLifecycle = (a: HistoryRow, b: HistoryRow) =>
  a.at.getTime() - b.at.getTime() ||
  RESERVATION_STATUSES.indexOf(a.status) - RESERVATION_STATUSES.indexOf(b.status);

async function withDetails(
  db: Database,
  rows: { reservation: ReservationRow; club: ClubRow }[],
): Promise<ReservationWithDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.reservation.id);
  const [history, credits] = await Promise.all([
    db
      .select()
      .from(reservationStatusHistory)
      .where(anyOf(reservationStatusHistory.reservationId, ids))
      .orderBy(asc(reservationStatusHistory.at), asc(reservationStatusHistory.id)),
    db.select().from(cashbackLedger).where(anyOf(cashbackLedger.reservationId, ids)),
  ]);
  return rows.map((row) => ({
    ...row,
    history: history.filter((h) => h.reservationId === row.reservation.id).sort(byTimeThenLifecycle),
    credit: credits.find((c) => c.reservationId === row.reservation.id) ?? null,
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

export function findMemberCredits(db: Database, userId: string) {
  return db
    .select({ credit: cashbackLedger, date: reservations.date, clubName: clubs.name })
    .from(cashbackLedger)
    .innerJoin(reservations, eq(reservations.id, cashbackLedger.reservationId))
    .innerJoin(clubs, eq(clubs.id, reservations.clubId))
    .where(eq(cashbackLedger.userId, userId))
    .orderBy(desc(cashbackLedger.createdAt), desc(cashbackLedger.id));
}

/** Summed in numeric, so the balance is exact to the cent. */
export async function sumMemberCredits(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${cashbackLedger.amount}), 0)` })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Every confirmed table, with its club, on the nights from `from` to `to` (the day's reminders). */
export function findConfirmedReservationsBetween(db: Database, from: IsoDate, to: IsoDate) {
  return db
    .select({ reservation: reservations, club: clubs })
    .from(reservations)
    .innerJoin(clubs, eq(clubs.id, reservations.clubId))
    .where(and(eq(reservations.status, 'confirmed'), between(reservations.date, from, to)));
}
