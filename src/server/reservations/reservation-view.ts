import { dollarsOf } from '../../shared/api/money-schema.ts';
import { type Reservation, tableTypeView } from '../../shared/api/reservation-schema.ts';
import { toPassClub } from '../clubs/pass-club.ts';
import { signPassToken } from '../passes/pass-token.ts';
import { depositOf, priceOf } from './deposits/deposit-view.ts';
import { cancellableUntil, cancellationTerms } from './reservation-rules.ts';
import type { ReservationWithDetails } from './reservations-repository.ts';

export function toReservation(
  { reservation, club, history, creditedCents, payments, cashbackReturnedCents }: ReservationWithDetails,
  passKey: Buffer,
): Reservation {
  return {
    id: reservation.id,
    club: toPassClub(club),
    date: reservation.date,
    partySize: reservation.partySize,
    arrivalTime: reservation.arrivalTime,
    tableType: reservation.tableType && tableTypeView(reservation.tableType),
    notes: reservation.notes,
    status: reservation.status,
    statusHistory: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    cashbackPercent: reservation.cashbackPercent,
    minimumSpendCents: reservation.minimumSpendCents,
    minimumSpend: dollarsOf(reservation.minimumSpendCents),
    amountSpentCents: reservation.amountSpentCents,
    amountSpent: dollarsOf(reservation.amountSpentCents),
    cashbackEarnedCents: creditedCents,
    cashbackEarned: dollarsOf(creditedCents),
    price: priceOf(reservation),
    deposit: depositOf(reservation, payments, cashbackReturnedCents),
    // The club's current terms: they are what the club applies if the member cancels late today.
    cancellationTerms: cancellationTerms(club),
    cancellableUntil: cancellableUntil(club, reservation.date, reservation.arrivalTime).toISOString(),
    qrToken: signPassToken(passKey, reservation.id, 'reservation'),
    createdAt: reservation.createdAt.toISOString(),
  };
}
