import type { ReservationStatus } from '../../shared/api/reservation-schema.ts';
import { isOutcomeOpen } from '../../shared/table-outcome.ts';
import { formatClubDateTime } from '../../shared/time-zone.ts';
import { type ClubRow, findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import { recordDepositAfter, settleDepositBefore } from './deposits/deposit-settlement.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import { reservationNotification } from './reservation-notifications.ts';
import { arrivalInstant } from './reservation-rules.ts';
import type { ReservationDeps } from './reservation-service.ts';
import {
  appendHistory,
  findReservationRow,
  insertCredit,
  lockReservation,
  type ReservationRow,
  setStatus,
} from './reservations-repository.ts';

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
  /** What the party spent, in cents: required with completed. */
  amountSpentCents?: number | undefined;
  note?: string | undefined;
}

/** Runs inside the status change's transaction, after the change (the admin routes write the audit log). */
export type OnStatusChanged = (tx: Database, before: ReservationRow, club: ClubRow) => Promise<void>;

/** Refuses a move the lifecycle does not allow, or one its night has not reached yet. */
function checkChange(
  current: ReservationRow | undefined,
  club: ClubRow | undefined,
  change: StatusChange,
  now: Date,
): { current: ReservationRow; club: ClubRow } {
  if (!current || !club) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
  // Completing again would credit the spend twice; a wrong figure has its own audited correction.
  if (current.status === 'completed' && change.status === 'completed')
    throw new AppError(409, 'already_completed', M.alreadyCompleted);
  if (!TRANSITIONS[current.status].includes(change.status))
    throw new AppError(409, 'status_transition_refused', M.transitionRefused(current.status, change.status));
  if (change.status !== 'completed' && change.status !== 'no_show') return { current, club };
  const arrival = arrivalInstant(current.date, current.arrivalTime, club.timeZone);
  if (isOutcomeOpen(change.status, arrival, now)) return { current, club };
  const at = formatClubDateTime(arrival, club.timeZone);
  if (change.status === 'completed') throw new AppError(409, 'too_early_to_complete', M.completeTooEarly(at));
  throw new AppError(409, 'too_early_for_no_show', M.noShowTooEarly(at));
}

/**
 * Staff move a reservation along its lifecycle. Completing it credits the cashback in the same
 * transaction, at the percent booked; the row lock and the transition rules make it happen once.
 * Completing and a no-show wait for the table's arrival time on its night (club time).
 */
export async function changeStatus(
  deps: ReservationDeps,
  id: string,
  change: StatusChange,
  onChanged?: OnStatusChanged,
): Promise<void> {
  const now = deps.clock();
  if (change.status === 'completed' && change.amountSpentCents === undefined)
    throw new AppError(400, 'amount_spent_required', M.amountSpentRequired);
  const found = await findReservationRow(deps.db, id);
  const before = checkChange(found, found && (await findClubById(deps.db, found.clubId)), change, now);
  // The money moves first, outside the transaction (the provider may call back at once); a provider
  // that is down refuses the change and nothing is written.
  await settleDepositBefore(deps, before.current, change.status);
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    // Read again under the row lock: another change may have come first.
    const locked = await lockReservation(tx, id);
    const { current, club } = checkChange(
      locked,
      locked && (await findClubById(tx, locked.clubId)),
      change,
      now,
    );
    const spent = change.status === 'completed' ? change.amountSpentCents : undefined;
    await setStatus(tx, id, change.status, now, spent);
    written.push(...(await recordDepositAfter(tx, current, change.status, now)));
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
