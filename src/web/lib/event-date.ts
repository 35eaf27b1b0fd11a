import { type IsoDate, nightLabel } from '../../shared/dates.ts';
import { onFirstUse } from '../../shared/on-first-use.ts';

// Noon UTC, formatted in UTC: the calendar day of an IsoDate, whatever the device's time zone.
const atNoon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);

const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "Thursday, November 26". */
export function formatEventDate(date: IsoDate): string {
  return longDate().format(atNoon(date));
}

/** "Fri, Nov 27": the shared night label (src/shared/dates.ts), one formatter for both. */
export const shortNight = nightLabel;
