import { onFirstUse } from './on-first-use.ts';
/** A calendar date, `YYYY-MM-DD`, with no time zone attached. */
export type IsoDate = string;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Calendar arithmetic runs on UTC midnight so that no local daylight-saving shift can move a day.
function toUtc(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

export function weekdayOf(date: IsoDate): Weekday {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(toUtc(date).getUTCDay() + 6) % 7]!;
}

/** The calendar date at `now` in `timeZone` (the browser's own zone when omitted). */
export function todayIn(now: Date, timeZone?: string): IsoDate {
  return calendarFormatter(timeZone).format(now);
}

// Building a formatter costs far more than using one, and pages ask for today on every render.
const calendarFormatters = new Map<string | undefined, Intl.DateTimeFormat>();

function calendarFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  let formatter = calendarFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** SPEC §4: the default event date is the next Thursday, or today when today is a Thursday. */
export function defaultEventDate(today: IsoDate): IsoDate {
  const daysUntilThursday = (WEEKDAYS.indexOf('thursday') - WEEKDAYS.indexOf(weekdayOf(today)) + 7) % 7;
  return addDays(today, daysUntilThursday);
}

const nightFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "Thu, Nov 26": the night as the member picked it, whatever the machine's time zone. */
export function nightLabel(date: IsoDate): string {
  return nightFormat().format(new Date(`${date}T12:00:00Z`));
}
