import type { BrowserContext, Page } from '@playwright/test';
import {
  addDays,
  defaultEventDate,
  type IsoDate,
  todayIn,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from '../../src/shared/dates.ts';

export const CLUB_TIME_ZONE = 'America/New_York';

/** Today's date where the demo clubs are (the server opened 3 weeks of dates from this day). */
export function clubToday(): IsoDate {
  return todayIn(new Date(), CLUB_TIME_ZONE);
}

/** The Thursday the home page opens on by default (SPEC §4), seen from the clubs' time zone. */
export function nextThursday(): IsoDate {
  return defaultEventDate(clubToday());
}

/** The first `weekday` on or after `from` (today in the clubs' zone): "Friday" as a guest means it. */
export function comingWeekday(weekday: Weekday, from: IsoDate = clubToday()): IsoDate {
  return addDays(from, (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7);
}

/** The instant `time` (HH:MM) on `date`'s wall clock in the clubs' zone. */
export function clubWallClock(date: IsoDate, time: string): Date {
  const offsetProbe = new Date(`${date}T12:00:00Z`);
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(offsetProbe)
    .find((part) => part.type === 'timeZoneName')!.value; // e.g. "GMT-05:00"
  const offset = zoneName.replace('GMT', '') || '+00:00';
  return new Date(`${date}T${time}:00${offset}`);
}

/** Fixes the browser clock at `time` on `date` in the clubs' zone (the test browser runs in that zone). */
export async function setBrowserTime(page: Page, date: IsoDate, time: string): Promise<void> {
  await page.clock.setFixedTime(clubWallClock(date, time));
}

/** A night's arrival time as an instant: 00:00-05:59 is the morning after the night, as the clubs count. */
export function arrivalInstant(night: IsoDate, arrivalTime: string): Date {
  const nextMorning = Number(arrivalTime.slice(0, 2)) < 6;
  return clubWallClock(nextMorning ? addDays(night, 1) : night, arrivalTime);
}

/**
 * Whether a table's deposit is only held on the card (taken when the club confirms) rather than paid
 * at the checkout: the server holds it when the party arrives within 6 days, as long as a card hold
 * lasts (captureModeFor in src/server/reservations/deposits/deposit-rules.ts).
 */
export function depositIsHeld(night: IsoDate, arrivalTime: string, now = new Date()): boolean {
  return arrivalInstant(night, arrivalTime).getTime() - now.getTime() <= 6 * 24 * 3_600_000;
}

/**
 * Puts a browser context at `at`: its pages' clocks, and the server's for its requests (the e2e server
 * runs with TEST_CLOCK=on and serves a request carrying X-Test-Clock at that instant; the journeys
 * beside it keep the real time). For a step that belongs to a night to come: completing a table, or a
 * no-show, waits for its arrival time. Time runs on from `at`; reload an open page afterwards.
 */
export async function moveContextTo(context: BrowserContext, at: Date): Promise<void> {
  await context.setExtraHTTPHeaders({ 'x-test-clock': at.toISOString() });
  await context.clock.setSystemTime(at);
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
