import type { Page } from '@playwright/test';
import { addDays, defaultEventDate, type IsoDate, todayIn } from '../../src/shared/dates.ts';

export const CLUB_TIME_ZONE = 'America/New_York';

/** Today's date where the demo clubs are (the server opened 3 weeks of dates from this day). */
export function clubToday(): IsoDate {
  return todayIn(new Date(), CLUB_TIME_ZONE);
}

/** The Thursday the home page opens on by default (SPEC §4), seen from the clubs' time zone. */
export function nextThursday(): IsoDate {
  return defaultEventDate(clubToday());
}

/** Fixes the browser clock at `time` on `date` in the clubs' zone (the test browser runs in that zone). */
export async function setBrowserTime(page: Page, date: IsoDate, time: string): Promise<void> {
  const offsetProbe = new Date(`${date}T12:00:00Z`);
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(offsetProbe)
    .find((part) => part.type === 'timeZoneName')!.value; // e.g. "GMT-05:00"
  const offset = zoneName.replace('GMT', '') || '+00:00';
  await page.clock.setFixedTime(new Date(`${date}T${time}:00${offset}`));
}

export { addDays };
