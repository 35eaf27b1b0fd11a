import type { IsoDate } from './dates.ts';

/** True when `timeZone` is an IANA zone this runtime knows (e.g. `Europe/London`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What `timeZone`'s wall clock shows at `instant`: its date and hour. */
export function wallClockAt(instant: Date | number, timeZone: string): { date: IsoDate; hour: number } {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) parts[type] = value;
  const date = `${parts.year!.padStart(4, '0')}-${parts.month!.padStart(2, '0')}-${parts.day!.padStart(2, '0')}`;
  return { date, hour: Number(parts.hour) };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) parts[type] = Number(value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time` (`HH:MM`).
 * A time skipped by a daylight-saving jump resolves to the instant just after the jump;
 * a repeated time resolves to its first occurrence.
 */
export function zonedTimeToInstant(date: IsoDate, time: string, timeZone: string): Date {
  // Every join, pass and message of a night asks for the same closing instant; each reading costs
  // three or more formatToParts (issue 39: 7 % of the server's CPU in a rush of joins). The zone
  // rules a runtime knows do not change while it runs, so an answer can be kept.
  const key = `${date} ${time} ${timeZone}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= MAX_KEPT_INSTANTS) instants.clear();
    instant = readZonedTime(date, time, timeZone);
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** Kept readings of zonedTimeToInstant (epoch ms); a busy city has a few thousand nights and times. */
const instants = new Map<string, number>();
const MAX_KEPT_INSTANTS = 10_000;

function readZonedTime(date: IsoDate, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Offsets lie within ±14 h, so the offsets a day either side are those in force just before and
  // just after any transition near `wall`; every reading of `wall` uses one of them.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const readings = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  if (readings.length > 0) return Math.min(...readings);
  // Skipped by a jump forward: the jump lies in (wall - after, wall - before]; find it to the second.
  let lo = wall - after;
  let hi = wall - before;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetAt(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

// One per zone, as above: lists and messages format many instants.
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** `Thu 26 Nov, 21:30`: an instant read on the club's wall clock, for messages and screens alike. */
export function formatClubDateTime(instant: string | Date, timeZone: string): string {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** `22:45`: an instant's hour and minute on the club's wall clock (seconds dropped, never rounded up). */
export function formatClubTime(instant: string | Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(instant));
}
