import type { ReservationStatus } from '../../shared/api/reservation-schema.ts';
import { closesNextDay } from '../../shared/closing-time.ts';
import { addDays, type IsoDate } from '../../shared/dates.ts';

/** `23:30`, or `01:00 (after midnight)` so nobody turns up a day early. */
export function arrivalLabel(time: string): string {
  return closesNextDay(time) ? `${time} (after midnight)` : time;
}

export interface WallClock {
  date: IsoDate;
  time: string;
}

/**
 * The last moment to cancel in the app, on the club's wall clock: `hours` before arrival. Wall-clock
 * arithmetic (the options carry no time zone); the server's `cancellableUntil` is the exact instant.
 */
export function cancellationDeadline(date: IsoDate, arrivalTime: string, hours: number): WallClock {
  const arrivalDate = closesNextDay(arrivalTime) ? addDays(date, 1) : date;
  const [h, m] = arrivalTime.split(':').map(Number) as [number, number];
  const instant = new Date(`${arrivalDate}T00:00:00Z`);
  instant.setUTCMinutes(h * 60 + m - hours * 60);
  return { date: instant.toISOString().slice(0, 10), time: instant.toISOString().slice(11, 16) };
}

const SHORT_DAY = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone });

/** `Thu 26 Nov, 21:30` for a wall-clock date and time. */
export function formatWallClock({ date, time }: WallClock): string {
  return `${SHORT_DAY('UTC')
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '')}, ${time}`;
}

export const STATUS_TEXT: Record<ReservationStatus, { label: string; sentence: string }> = {
  requested: {
    label: 'REQUESTED',
    sentence: 'The club has your request and will confirm or decline it. We notify you either way.',
  },
  confirmed: {
    label: 'CONFIRMED',
    sentence: 'Your table is confirmed. Show the QR code at the door when you arrive.',
  },
  declined: {
    label: 'DECLINED',
    sentence: 'The club could not take this booking. Nothing is owed; try another night or club.',
  },
  completed: {
    label: 'COMPLETED',
    sentence: 'Your night is done. Cashback on what you spent goes to your balance.',
  },
  no_show: {
    label: 'NO-SHOW',
    sentence: 'The club recorded that your party did not arrive, so no cashback is credited.',
  },
  cancelled: {
    label: 'CANCELLED',
    sentence: 'This reservation was cancelled. Its QR code will not get you in.',
  },
};

const ENDED: readonly ReservationStatus[] = ['completed', 'no_show', 'declined', 'cancelled'];

/** Past once it has ended, or once its night (club's calendar) is over. */
export function isPastReservation(status: ReservationStatus, date: IsoDate, clubToday: IsoDate): boolean {
  return ENDED.includes(status) || date < clubToday;
}
