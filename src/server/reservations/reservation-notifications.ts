import type { SpendCorrection } from '../../shared/api/reservation-schema.ts';
import { nightLabel } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { NewNotification, NotificationKind } from '../notifications/notifications-repository.ts';
import type { CreditRow, ReservationRow } from './reservations-repository.ts';

type Kind = Exclude<
  Extract<NotificationKind, `reservation-${string}` | 'cashback-credited'>,
  'reservation-reminder' | 'cashback-corrected'
>;

/** The in-app notification for a reservation event; email and SMS send the same title and body. */
export function reservationNotification(
  kind: Kind,
  reservation: ReservationRow,
  club: ClubRow,
  now: Date,
  credit?: CreditRow,
): NewNotification {
  const night = `${nightLabel(reservation.date)} · ${reservation.arrivalTime}`;
  const table = reservation.tableType ? `${reservation.tableType.name}, ` : '';
  const party = `${table}party of ${reservation.partySize}`;
  const texts: Record<Kind, { title: string; body: string }> = {
    'reservation-requested': {
      title: `Reservation requested at ${club.name}`,
      body: `${night} · ${party}. We will tell you as soon as the club confirms.`,
    },
    'reservation-confirmed': {
      title: `Your table at ${club.name} is confirmed`,
      body: `${night} · ${party}. Show your pass at the door.`,
    },
    'reservation-declined': {
      title: `${club.name} could not take your reservation`,
      body: `${night} · ${party}. Try another night or contact the concierge.`,
    },
    'reservation-cancelled': {
      title: `Your reservation at ${club.name} is cancelled`,
      body: `${night} · ${party}.`,
    },
    'reservation-completed': {
      title: `Thanks for coming to ${club.name}`,
      body: `${night} · ${party}.`,
    },
    'cashback-credited': {
      title: `You earned ${formatMoney(credit?.amountCents ?? 0)} cashback`,
      body: `${club.name}, ${nightLabel(reservation.date)}: ${credit?.percent ?? reservation.cashbackPercent}% of ${formatMoney(credit?.spendCents ?? 0)}.`,
    },
  };
  return {
    userId: reservation.userId,
    kind,
    ...texts[kind],
    link: `/my-reservations/${reservation.id}`,
    createdAt: now,
  };
}

/**
 * Tells the member the club corrected their table's spend and what it did to their cashback: a
 * credit, or what was taken back, and what they keep because they had already spent it.
 */
export function cashbackCorrectedNotification(
  reservation: ReservationRow,
  club: ClubRow,
  now: Date,
  correction: SpendCorrection,
): NewNotification {
  const moved = correction.cashbackAfterCents - correction.cashbackBeforeCents;
  const corrected = `${nightLabel(reservation.date)}: the club corrected what your party spent from ${formatMoney(correction.spendBeforeCents)} to ${formatMoney(correction.spendAfterCents)}`;
  const kept =
    correction.keptCents > 0 ? ` You keep ${formatMoney(correction.keptCents)} you had already spent.` : '';
  const body =
    moved > 0
      ? `${corrected}, so ${formatMoney(moved)} more cashback is on your balance.`
      : `${corrected}, so ${formatMoney(-moved)} of its cashback is taken back from your balance.${kept}`;
  return {
    userId: reservation.userId,
    kind: 'cashback-corrected',
    title: `Your cashback from ${club.name} was corrected`,
    body,
    link: `/my-reservations/${reservation.id}`,
    createdAt: now,
  };
}
