import { addDays, type IsoDate } from './dates.ts';
import { zonedTimeToInstant } from './time-zone.ts';

/** SPEC §4 and §9: closing times from 00:00 to 05:59 belong to the early hours after the event date. */
export const NEXT_DAY_CLOSING_BEFORE_HOUR = 6;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

export function closesNextDay(closesAt: string): boolean {
  return Number(closesAt.slice(0, 2)) < NEXT_DAY_CLOSING_BEFORE_HOUR;
}

/** The instant the guestlist for `eventDate` closes, read on the club's wall clock. */
export function guestlistClosingInstant(eventDate: IsoDate, closesAt: string, timeZone: string): Date {
  const calendarDate = closesNextDay(closesAt) ? addDays(eventDate, 1) : eventDate;
  return zonedTimeToInstant(calendarDate, closesAt, timeZone);
}

export function hasGuestlistClosed(
  eventDate: IsoDate,
  closesAt: string,
  timeZone: string,
  now: Date,
): boolean {
  return now.getTime() >= guestlistClosingInstant(eventDate, closesAt, timeZone).getTime();
}

/** When the night of `eventDate` is over on the club's clock: 06:00 the day after (its early hours end). */
export function nightEndInstant(eventDate: IsoDate, timeZone: string): Date {
  return zonedTimeToInstant(addDays(eventDate, 1), `0${NEXT_DAY_CLOSING_BEFORE_HOUR}:00`, timeZone);
}
