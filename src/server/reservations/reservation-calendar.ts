import type { Reservation, ReservationStatus } from '../../shared/api/reservation-schema.ts';
import { closesNextDay } from '../../shared/closing-time.ts';
import { formatMoney } from '../../shared/money.ts';
import { type CalendarEvent, calendarFile, NIGHT_LENGTH_MS } from '../passes/calendar.ts';
import { arrivalInstant } from './reservation-rules.ts';

/**
 * A request the club has not answered yet is a plan, not a booking: TENTATIVE, as a waitlisted
 * guestlist pass is. Once the night has happened it stays CONFIRMED (it was); a declined or cancelled
 * table is CANCELLED, so importing the file again takes it off the calendar.
 */
const STATUS: Record<ReservationStatus, CalendarEvent['status']> = {
  requested: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

const STATUS_LINE: Partial<Record<ReservationStatus, string>> = {
  requested: 'Requested: the club has yet to confirm this table.',
  declined: 'Declined by the club.',
  cancelled: 'Cancelled.',
};

function details(r: Reservation): string[] {
  const people = `${r.partySize} ${r.partySize === 1 ? 'person' : 'people'}`;
  const arrival = closesNextDay(r.arrivalTime) ? `${r.arrivalTime} (after midnight)` : r.arrivalTime;
  return [
    STATUS_LINE[r.status],
    r.tableType ? `${r.tableType.name} for ${people}` : `A table for ${people} (no table preference)`,
    `Arrival: ${arrival}, club time`,
    r.minimumSpendCents === null
      ? undefined
      : `Minimum spend: ${formatMoney(r.minimumSpendCents, { short: true })}`,
    r.notes ? `Notes: ${r.notes}` : undefined,
    r.cancellationTerms,
  ].filter((line): line is string => Boolean(line));
}

/** The reservation's night as a calendar file: from the arrival time on the club's clock. */
export function reservationCalendar(r: Reservation, now: Date): string {
  const start = arrivalInstant(r.date, r.arrivalTime, r.club.timeZone);
  return calendarFile(
    {
      // Not the bare id: a guestlist pass's UID is `<id>@nightlist`, and the two are different events.
      uid: `reservation-${r.id}@nightlist`,
      // Each status change is a new version of the event (requested, then confirmed, ...).
      sequence: Math.max(0, r.statusHistory.length - 1),
      start,
      end: new Date(start.getTime() + NIGHT_LENGTH_MS),
      summary: `Table: ${r.club.name}`,
      location: r.club.address,
      description: details(r).join('\n'),
      url: r.club.mapsUrl,
      status: STATUS[r.status],
    },
    now,
  );
}
