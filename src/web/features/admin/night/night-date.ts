import type { IsoDate } from '../../../../shared/dates.ts';

const LONG = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Thu 26 Nov 2026` for a night's date (a calendar date, so read in UTC). */
export function formatNightDate(date: IsoDate): string {
  return LONG.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
}
