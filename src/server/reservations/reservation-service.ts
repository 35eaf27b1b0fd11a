import type { CreateReservationBody, ReservationStatus } from '../../shared/api/reservation-schema.ts';
import { type IsoDate, todayIn, weekdayOf } from '../../shared/dates.ts';
import { type ClubRow, findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { DeliverNotifications } from '../notifications/notification-delivery.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import { reservationNotification } from './reservation-notifications.ts';
import { arrivalInstant, arrivalTimes, cancellableUntil } from './reservation-rules.ts';
import {
  appendHistory,
  findMemberReservation,
  insertCredit,
  insertReservation,
  lockReservation,
  type ReservationRow,
  setStatus,
} from './reservations-repository.ts';

export interface ReservationDeps {
  db: Database;
  clock: () => Date;
  deliver: DeliverNotifications;
  passKey: Buffer;
}

const HOUR = 3_600_000;

/** The night going on at `now` in the club's time zone (before 06:00 it is still last night). */
function currentNight(now: Date, timeZone: string): IsoDate {
  return todayIn(new Date(now.getTime() - 6 * HOUR), timeZone);
}

/** The largest party one reservation may bring: the club's maximum or its largest table. */
export function maxReservationParty(club: ClubRow): number {
  return Math.max(club.maxPartySize, ...club.tableTypes.map((table) => table.maxGuests));
}

function checkBookable(club: ClubRow | undefined, body: CreateReservationBody, now: Date) {
  if (!club?.visible) throw new AppError(404, 'club_not_found', M.clubNotFound);
  if (!club.reservationsEnabled)
    throw new AppError(409, 'reservations_not_enabled', M.reservationsNotEnabled(club.name));
  if (body.date < currentNight(now, club.timeZone)) throw new AppError(409, 'date_passed', M.datePassed);
  const weekday = weekdayOf(body.date);
  if (!club.activeDays.includes(weekday))
    throw new AppError(
      409,
      'club_closed',
      M.clubClosed(club.name, weekday[0]!.toUpperCase() + weekday.slice(1)),
    );
  const table =
    body.tableTypeId === null ? null : (club.tableTypes.find((t) => t.id === body.tableTypeId) ?? undefined);
  if (table === undefined) throw new AppError(400, 'unknown_table_type', M.unknownTableType(club.name));
  if (table && body.partySize > table.maxGuests)
    throw new AppError(400, 'party_too_large_for_table', M.tooManyForTable(table.name, table.maxGuests));
  // Without a table the club's own maximum applies; a table may seat more (a VIP table for 10).
  if (!table && body.partySize > club.maxPartySize)
    throw new AppError(400, 'party_too_large', M.partyTooLarge(club.name, club.maxPartySize));
  const times = arrivalTimes(club);
  if (!times.includes(body.arrivalTime))
    throw new AppError(400, 'arrival_time_not_offered', M.arrivalNotOffered(times));
  if (now.getTime() >= arrivalInstant(body.date, body.arrivalTime, club.timeZone).getTime())
    throw new AppError(409, 'arrival_passed', M.arrivalPassed);
  return { club, table };
}

/** Books a table request; the club's cashback percent and the table's minimum spend are fixed now. */
export async function createReservation(
  deps: ReservationDeps,
  userId: string,
  body: CreateReservationBody,
): Promise<string> {
  const now = deps.clock();
  const { club, table } = checkBookable(await findClubById(deps.db, body.clubId), body, now);
  const written: NotificationRow[] = [];
  const id = await deps.db.transaction(async (tx) => {
    const reservation = await insertReservation(
      tx,
      {
        userId,
        clubId: club.id,
        date: body.date,
        partySize: body.partySize,
        arrivalTime: body.arrivalTime,
        tableType: table,
        notes: body.notes,
        cashbackPercent: club.reservationCashback,
        minimumSpend: table?.minimumSpend ?? null,
      },
      now,
    );
    written.push(
      await insertNotification(tx, reservationNotification('reservation-requested', reservation, club, now)),
    );
    return reservation.id;
  });
  deps.deliver(written);
  return id;
}

/** The member cancels their own requested or confirmed reservation, until the club's cut-off. */
export async function cancelReservation(deps: ReservationDeps, userId: string, id: string): Promise<void> {
  const now = deps.clock();
  const found = await findMemberReservation(deps.db, userId, id);
  if (!found) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
  const { club } = found;
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    // Read again under the row lock: staff may be confirming or declining it right now.
    const current = await lockReservation(tx, id);
    if (!current) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
    if (current.status !== 'requested' && current.status !== 'confirmed')
      throw new AppError(409, 'reservation_not_cancellable', M.notCancellable(current.status));
    if (now.getTime() >= cancellableUntil(club, current.date, current.arrivalTime).getTime())
      throw new AppError(409, 'cancel_too_late', M.cancelTooLate(club.cancellationCutoffHours));
    await setStatus(tx, id, 'cancelled', now);
    await appendHistory(tx, id, 'cancelled', now, null);
    written.push(
      await insertNotification(tx, reservationNotification('reservation-cancelled', current, club, now)),
    );
  });
  deps.deliver(written);
}

const TRANSITIONS: Record<ReservationStatus, ReservationStatus[]> = {
  requested: ['confirmed', 'declined'],
  confirmed: ['completed', 'no_show'],
  declined: [],
  completed: [],
  no_show: [],
  cancelled: [],
};

const NOTIFY = {
  confirmed: 'reservation-confirmed',
  declined: 'reservation-declined',
  completed: 'reservation-completed',
} as const;

export interface StatusChange {
  status: 'confirmed' | 'declined' | 'completed' | 'no_show';
  amountSpent?: number;
  note?: string;
}

/** Runs inside the status change's transaction, after the change (the admin routes write the audit log). */
export type OnStatusChanged = (tx: Database, before: ReservationRow, club: ClubRow) => Promise<void>;

/**
 * Staff move a reservation along its lifecycle. Completing it credits the cashback in the same
 * transaction, at the percent booked; the row lock and the transition rules make it happen once.
 */
export async function changeStatus(
  deps: ReservationDeps,
  id: string,
  change: StatusChange,
  onChanged?: OnStatusChanged,
): Promise<void> {
  const now = deps.clock();
  if (change.status === 'completed' && change.amountSpent === undefined)
    throw new AppError(400, 'amount_spent_required', M.amountSpentRequired);
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    const current = await lockReservation(tx, id);
    if (!current) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
    if (!TRANSITIONS[current.status].includes(change.status))
      throw new AppError(
        409,
        'status_transition_refused',
        M.transitionRefused(current.status, change.status),
      );
    const club = (await findClubById(tx, current.clubId))!;
    const spent = change.status === 'completed' ? change.amountSpent : undefined;
    await setStatus(tx, id, change.status, now, spent);
    await appendHistory(tx, id, change.status, now, change.note || null);
    if (change.status !== 'no_show')
      written.push(
        await insertNotification(tx, reservationNotification(NOTIFY[change.status], current, club, now)),
      );
    if (spent !== undefined) {
      const credit = await insertCredit(tx, current, spent, now);
      written.push(
        await insertNotification(
          tx,
          reservationNotification('cashback-credited', current, club, now, credit),
        ),
      );
    }
    await onChanged?.(tx, current, club);
  });
  deps.deliver(written);
}
