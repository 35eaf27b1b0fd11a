import { addDays, type IsoDate, WEEKDAYS, weekdayOf } from '../../../../shared/dates.ts';

/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function shiftMonth(month: IsoMonth, by: number): IsoMonth {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function firstOfMonth(month: IsoMonth): IsoDate {
  return `${month}-01`;
}

export function lastOfMonth(month: IsoMonth): IsoDate {
  return addDays(firstOfMonth(shiftMonth(month, 1)), -1);
}

/** The month's days in weeks of Monday to Sunday; null pads the first and last week. */
export function monthWeeks(month: IsoMonth): (IsoDate | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const cells: (IsoDate | null)[] = Array.from({ length: WEEKDAYS.indexOf(weekdayOf(first)) }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function formatMonth(month: IsoMonth): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${firstOfMonth(month)}T12:00:00Z`),
  );
}

/** e.g. "Thursday, December 3, 2026". */
export function formatLongDate(date: IsoDate): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** e.g. "Thu Dec 3". */
export function formatShortDate(date: IsoDate): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
