import type { BrowserContext, Page } from '@playwright/test';
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

/**
 * Closes browser contexts a test opened itself, every page first. With tracing on, closing a context
 * zips the resources it recorded, which all contexts of the test write into one folder under their
 * content hash: a page of another context still loading the same file rewrites it meanwhile, and the
 * zip fails ("file data stream has unexpected number of bytes"). With no page open, nothing writes.
 */
export async function closeContexts(...contexts: BrowserContext[]): Promise<void> {
  await Promise.all(contexts.flatMap((context) => context.pages().map((page) => page.close())));
  for (const context of contexts) await context.close();
}
