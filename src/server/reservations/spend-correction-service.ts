import type { SpendCorrection } from '../../shared/api/reservation-schema.ts';
import { cashbackEarned } from '../../shared/cashback.ts';
import { cashbackCorrection } from '../../shared/cashback-correction.ts';
import { formatMoney } from '../../shared/money.ts';
import { type ClubRow, findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { insertNotification, type NotificationRow } from '../notifications/notifications-repository.ts';
import { findUserById } from '../profile/users-repository.ts';
import { RESERVATION_MESSAGES as M } from './reservation-messages.ts';
import { cashbackCorrectedNotification } from './reservation-notifications.ts';
import type { ReservationDeps } from './reservation-service.ts';
import {
  cashbackBalanceCents,
  creditedCentsOf,
  insertCorrection,
  lockReservation,
  type ReservationRow,
  setAmountSpent,
} from './reservations-repository.ts';

/** Runs inside the correction's transaction (the admin route writes the audit log with the reason). */
export type OnSpendCorrected = (
  tx: Database,
  before: ReservationRow,
  club: ClubRow,
  correction: SpendCorrection,
) => Promise<void>;

/**
 * Staff correct the spend recorded on a completed table. Its cashback follows the new figure in a
 * `corrected` ledger row: a credit in full, a debit only as far as the member's balance reaches
 * (cashbackCorrection). The member is told when their cashback moves.
 */
export async function correctSpend(
  deps: ReservationDeps,
  id: string,
  spentCents: number,
  onCorrected: OnSpendCorrected,
): Promise<SpendCorrection> {
  const now = deps.clock();
  const written: NotificationRow[] = [];
  const correction = await deps.db.transaction(async (tx) => {
    // The reservation's lock queues corrections of one table; the member's lock (which the ledger's
    // overdraw guard takes as well) keeps the balance read here the one the new row meets.
    const current = await lockReservation(tx, id);
    if (!current) throw new AppError(404, 'reservation_not_found', M.reservationNotFound);
    if (current.status !== 'completed')
      throw new AppError(409, 'reservation_not_completed', M.notCompleted(current.status));
    const spendBeforeCents = current.amountSpentCents ?? 0;
    if (spentCents === spendBeforeCents)
      throw new AppError(409, 'spend_unchanged', M.spendUnchanged(formatMoney(spentCents)));
    await findUserById(tx, current.userId, { lock: true });
    const club = (await findClubById(tx, current.clubId))!;
    const credited = (await creditedCentsOf(tx, [id])).get(id) ?? 0;
    const { moveCents, keptCents } = cashbackCorrection(
      credited,
      cashbackEarned(spentCents, current.cashbackPercent),
      await cashbackBalanceCents(tx, current.userId),
    );
    const result: SpendCorrection = {
      spendBeforeCents,
      spendAfterCents: spentCents,
      spendBefore: spendBeforeCents / 100,
      spendAfter: spentCents / 100,
      cashbackBeforeCents: credited,
      cashbackAfterCents: credited + moveCents,
      keptCents,
    };
    await setAmountSpent(tx, id, spentCents, now);
    if (moveCents !== 0) {
      await insertCorrection(tx, current, { spendCents: spentCents, cents: moveCents }, now);
      written.push(await insertNotification(tx, cashbackCorrectedNotification(current, club, now, result)));
    }
    await onCorrected(tx, current, club, result);
    return result;
  });
  deps.deliver(written);
  return correction;
}
