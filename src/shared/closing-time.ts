import { addDays, type IsoDate } from './dates.ts';
import { wallClockAt, zonedTimeToInstant } from './time-zone.ts';

/**
 * SPEC §4 and §9, the "night of" rule: a night runs into the early hours, so wall-clock times from
 * 00:00 to 05:59 belong to the date before. `closesNextDay` reads it for a time of day (a closing or
 * arrival time), `nightOf` for an instant; nothing else in the code says 6 or 06:00 for it.
 */
export const NEXT_DAY_CLOSING_BEFORE_HOUR = 6;

/**
 * The date whose night is going on at `now` on `timeZone`'s wall clock: before 06:00 it is still
 * the night before. Read on the wall clock, not by subtracting six hours, which is an hour off on the
 * morning the clocks go forward.
 */
export function nightOf(now: Date, timeZone: string): IsoDate {
  const { date, hour } = wallClockAt(now, timeZone);
  return hour < NEXT_DAY_CLOSING_BEFORE_HOUR ? addDays(date, -1) : date;
}

/** `06:00`: when a night's early hours end, as a time of day (and in SQL comparisons of times). */
export const NIGHT_END_TIME = `${String(NEXT_DAY_CLOSING_BEFORE_HOUR).padStart(2, '0')}:00`;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** A time of day (`HH:MM`, a closing or an arrival time) in the early hours after its night's date. */
export function closesNextDay(time: string): boolean {
  return Number(time.slice(0, 2)) < NEXT_DAY_CLOSING_BEFORE_HOUR;
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
  return zonedTimeToInstant(addDays(eventDate, 1), NIGHT_END_TIME, timeZone);
}
