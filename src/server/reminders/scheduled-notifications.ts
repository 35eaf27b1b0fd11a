import type { Logger } from 'pino';
import type { ClubView } from '../../shared/api/clubs-schema.ts';
import { nightEndInstant } from '../../shared/closing-time.ts';
import type { Gender } from '../../shared/clubs.ts';
import { addDays, type IsoDate, nightLabel, todayIn } from '../../shared/dates.ts';
import { zonedTimeToInstant } from '../../shared/time-zone.ts';
import {
  claimWaitingAlerts,
  deleteAlertsBefore,
  findWaitingNights,
} from '../alerts/release-alerts-repository.ts';
import type { ClubsCatalog } from '../clubs/clubs-catalog.ts';
import type { Database } from '../db/client.ts';
import { arriveBefore, describeParty, earliestClosing } from '../guestlist/entry-terms.ts';
import { findConfirmedEntriesBetween } from '../guestlist/guestlist-repository.ts';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import type { DeliverNotifications } from '../notifications/notification-delivery.ts';
import { insertNotification, insertNotificationOnce } from '../notifications/notifications-repository.ts';
import { arrivalInstant } from '../reservations/reservation-rules.ts';
import { findConfirmedReservationsBetween } from '../reservations/reservations-repository.ts';

/** The day's reminder goes out at this time on the club's clock, on the night itself. */
export const REMINDER_TIME = '15:00';
/** No reminder for a place confirmed this shortly before the reminder: the confirmation just said it all. */
export const REMINDER_QUIET_MS = 3 * 3_600_000;
/** Members told about one night in one transaction; the rest follow in the next batches. */
const RELEASE_BATCH = 200;

const WHO: Record<Gender, string> = { female: 'ladies', male: 'men' };

/** The nights that can be "today" somewhere on Earth at `now`. */
function nightsAround(now: Date): [IsoDate, IsoDate] {
  const today = todayIn(now, 'UTC');
  return [addDays(today, -1), addDays(today, 1)];
}

/** A reminder is due from REMINDER_TIME on the night until `until`, for places confirmed well before. */
function reminderDue(date: IsoDate, timeZone: string, confirmedAt: Date, until: Date, now: Date): boolean {
  const at = zonedTimeToInstant(date, REMINDER_TIME, timeZone);
  return now >= at && now < until && confirmedAt.getTime() <= at.getTime() - REMINDER_QUIET_MS;
}

/**
 * The reminder on the day, for confirmed guestlist places and confirmed tables. Every process runs
 * this; the dedupe key lets one write each reminder. Answers with how many it wrote.
 */
export async function sendDueReminders(db: Database, now: Date): Promise<number> {
  const [from, to] = nightsAround(now);
  let sent = 0;

  const entries = await findConfirmedEntriesBetween(db, from, to);
  for (const { entry, club } of entries) {
    const closing = earliestClosing(club.guestlistOptions, entry, entry.date, club.timeZone);
    if (!reminderDue(entry.date, club.timeZone, entry.updatedAt, closing.instant, now)) continue;
    const written = await insertNotificationOnce(db, {
      userId: entry.userId,
      kind: 'guestlist-reminder',
      title: `Tonight: you're on the list at ${club.name}`,
      body: `${nightLabel(entry.date)} · ${arriveBefore(closing.closesAt)}. Party: ${describeParty(entry)}. Your pass is in the app.`,
      link: `/passes/${entry.id}`,
      createdAt: now,
      // A reminder to arrive before the list closes is no use after it has.
      expiresAt: closing.instant,
      dedupeKey: `reminder:guestlist:${entry.id}:${entry.date}`,
    });
    if (written) sent += 1;
  }

  const tables = await findConfirmedReservationsBetween(db, from, to);
  for (const { reservation, club } of tables) {
    const arrival = arrivalInstant(reservation.date, reservation.arrivalTime, club.timeZone);
    if (!reminderDue(reservation.date, club.timeZone, reservation.updatedAt, arrival, now)) continue;
    const table = reservation.tableType ? `${reservation.tableType.name}, ` : '';
    const written = await insertNotificationOnce(db, {
      userId: reservation.userId,
      kind: 'reservation-reminder',
      title: `Tonight: your table at ${club.name}`,
      body: `${nightLabel(reservation.date)} · arrive at ${reservation.arrivalTime} (club time). ${table}party of ${reservation.partySize}. Your pass is in the app.`,
      link: `/my-reservations/${reservation.id}`,
      createdAt: now,
      expiresAt: arrival,
      dedupeKey: `reminder:reservation:${reservation.id}`,
    });
    if (written) sent += 1;
  }
  return sent;
}

/** "Club A, Club B and 3 more". */
function clubNames(listed: ClubView[]): string {
  const names = listed.slice(0, 2).map((club) => club.name);
  const more = listed.length - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.join(' and ');
}

/**
 * "Guestlist released": members waiting on a night hear once that a list they can join opened for
 * it (listed on the home page for their gender, and not closed yet). Answers with how many were told.
 */
export async function sendReleaseNotices(db: Database, catalog: ClubsCatalog, now: Date): Promise<number> {
  const [from] = nightsAround(now);
  await deleteAlertsBefore(db, addDays(from, -1));
  let told = 0;
  for (const { date, gender } of await findWaitingNights(db, from)) {
    const listing = await catalog.list({ date, gender, type: 'all' });
    const open = listing.clubs.filter((club) => club.guestlistOptions[gender].state === 'open');
    if (open.length === 0) continue;
    const title = `Guestlists are out for ${nightLabel(date)}`;
    const body = `${clubNames(open)} opened ${open.length === 1 ? 'its list' : 'their lists'} for ${WHO[gender]}. Join before ${open.length === 1 ? 'it fills' : 'they fill'} up.`;
    const link = `/?date=${date}&gender=${gender}`;
    // "Lists are out for Friday" is no use once Friday's night is over in every club listed.
    const expiresAt = new Date(
      Math.max(...open.map((club) => nightEndInstant(date, club.timeZone).getTime())),
    );
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const userIds = await claimWaitingAlerts(tx, date, gender, now, RELEASE_BATCH);
        for (const userId of userIds)
          await insertNotification(tx, {
            userId,
            kind: 'guestlist-released',
            title,
            body,
            link,
            createdAt: now,
            expiresAt,
          });
        return userIds.length;
      });
      told += batch;
      if (batch < RELEASE_BATCH) break;
    }
  }
  return told;
}

export interface ScheduledNotificationsDeps {
  db: Database;
  catalog: ClubsCatalog;
  clock: () => Date;
  /** Wakes the email/SMS worker for what a run wrote. */
  deliver: DeliverNotifications;
  logger: Pick<Logger, 'error'>;
  /** Told of every run (metrics). */
  onJobRun?: OnJobRun;
}

/** Runs the reminders and the release notices, in every process, now and then and when clubs change. */
export class ScheduledNotifications {
  readonly #job: SerialJob<{ reminders: number; releases: number }>;

  constructor(deps: ScheduledNotificationsDeps) {
    this.#job = new SerialJob(
      'Scheduled notifications run',
      async () => {
        const reminders = await sendDueReminders(deps.db, deps.clock());
        const releases = await sendReleaseNotices(deps.db, deps.catalog, deps.clock());
        if (reminders + releases > 0) deps.deliver([]);
        return { reminders, releases };
      },
      deps.logger,
      { job: 'scheduled_notifications', onRun: deps.onJobRun },
    );
  }

  start(intervalMs: number): void {
    this.#job.start(intervalMs);
  }

  /** A club or a night changed: a list may have opened for someone waiting. */
  readonly poke = (): void => this.#job.poke();

  runOnce(): Promise<{ reminders: number; releases: number }> {
    return this.#job.runOnce();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
