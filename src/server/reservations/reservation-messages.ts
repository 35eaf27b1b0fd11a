import type { ReservationStatus } from '../../shared/api/reservation-schema.ts';
import { formatMoney } from '../../shared/money.ts';

/** Every refusal of the reservation API, in the words the member (or staff) reads. */
export const RESERVATION_MESSAGES = {
  clubNotFound: 'This club is not on Nightlist.',
  reservationNotFound: 'This reservation does not exist or is not yours.',
  reservationsNotEnabled: (club: string) =>
    `${club} does not take table reservations on Nightlist. Contact the concierge instead.`,
  datePassed: 'This night has already passed. Pick an upcoming date.',
  clubClosed: (club: string, weekday: string) => `${club} is closed on ${weekday}s. Pick another night.`,
  unknownTableType: (club: string) => `${club} has no such table. Pick one of the tables offered.`,
  tooManyForTable: (table: string, maxGuests: number) =>
    `A ${table} seats at most ${maxGuests} guests. Pick a larger table or a smaller party.`,
  partyTooLarge: (club: string, max: number) =>
    `Your party is larger than ${club} takes for one reservation (${max} people). Contact the concierge for bigger groups.`,
  arrivalNotOffered: (times: string[]) =>
    `Pick one of the arrival times offered: ${times[0]} to ${times[times.length - 1]}, every 30 minutes.`,
  arrivalPassed: 'This arrival time has already passed. Pick a later time or another night.',
  notCancellable: (status: ReservationStatus) =>
    `This reservation is ${label(status)} and can no longer be cancelled.`,
  cancelTooLate: (hours: number) =>
    `Reservations can be cancelled in the app until ${hours} hours before arrival. Contact the club to change it now.`,
  transitionRefused: (from: ReservationStatus, to: ReservationStatus) =>
    `A ${label(from)} reservation cannot be marked ${label(to)}. Allowed: requested → confirmed or declined; confirmed → completed or no-show.`,
  noDepositForCashback:
    'This table asks no deposit, so there is nothing to pay with cashback: send cashbackCents 0.',
  cashbackOverDeposit: (deposit: number) =>
    `Cashback can pay at most the deposit (${formatMoney(deposit)}): lower the cashback you put towards it.`,
  cashbackInsufficient: (balance: number) =>
    `Your cashback balance is ${formatMoney(balance)}: put at most that towards the deposit.`,
  amountSpentRequired: 'Give the amount the party spent to complete a reservation: it decides the cashback.',
  completeTooEarly: (arrival: string) => `A table can be marked completed from its arrival time: ${arrival}.`,
  noShowTooEarly: (arrival: string) =>
    `A table can be marked a no-show only once its arrival time has passed: ${arrival}.`,
  alreadyCompleted:
    'This table is already completed. To change what the party spent, correct the spend, giving the reason.',
  notCompleted: (status: ReservationStatus) =>
    `This reservation is ${label(status)}: only a completed table's spend can be corrected.`,
  spendUnchanged: (spend: string) => `The table's spend is already ${spend}: there is nothing to correct.`,
};

function label(status: ReservationStatus): string {
  return status === 'no_show' ? 'no-show' : status;
}
