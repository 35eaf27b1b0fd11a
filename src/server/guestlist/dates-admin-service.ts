import { nightEndInstant, nightOf } from '../../shared/closing-time.ts';
import { daysBetween, type IsoDate, nightLabel } from '../../shared/dates.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { CLUBS_ADMIN_MESSAGES } from '../clubs/clubs-admin-messages.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import { AppError } from '../http/errors.ts';
import { insertNotifications, type NotificationRow } from '../notifications/notifications-repository.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { describeCapacity, DATES_ADMIN_MESSAGES as M } from './dates-admin-messages.ts';
import {
  type DateWithCounts,
  deleteDate,
  findDatesWithCounts,
  findNextOpenDate,
  findOpenDates,
  insertDates,
  updateCapacity,
} from './dates-admin-repository.ts';
import { describeParty } from './entry-terms.ts';
import { fillFreedSpots } from './freed-spots.ts';
import { cancelEntries, findActiveEntries, lockNight } from './guestlist-repository.ts';

type Deps = Pick<StaffDeps, 'db' | 'clock' | 'deliver'>;
type Capacity = { capacityFemale: number | null; capacityMale: number | null };

export const MAX_RANGE_DAYS = 400;

async function clubOr404(deps: Pick<StaffDeps, 'db'>, clubId: string): Promise<ClubRow> {
  const club = await findClubById(deps.db, clubId);
  if (!club) throw new AppError(404, 'club_not_found', CLUBS_ADMIN_MESSAGES.clubNotFound);
  return club;
}

/** A night that has ended keeps its list as it was: reports and exports read it. */
function refusePassedNight(club: ClubRow, date: IsoDate, now: Date): void {
  if (date < nightOf(now, club.timeZone)) throw new AppError(409, 'date_passed', M.nightPassed(date));
}

export async function listDates(
  deps: Pick<StaffDeps, 'db'>,
  clubId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<DateWithCounts[]> {
  if (from > to) throw new AppError(400, 'invalid_range', M.rangeReversed(from, to));
  const days = daysBetween(from, to);
  if (days > MAX_RANGE_DAYS) throw new AppError(400, 'range_too_long', M.rangeTooLong(days, MAX_RANGE_DAYS));
  await clubOr404(deps, clubId);
  return findDatesWithCounts(deps.db, clubId, from, to);
}

/**
 * The night the admin dashboard opens on: tonight on the club's clock when it is open, else the
 * next open date (null when none is), so a closed Wednesday does not greet the team with an empty list.
 */
export async function nextOpenDate(
  deps: Pick<StaffDeps, 'db' | 'clock'>,
  clubId: string,
): Promise<{ tonight: IsoDate; date: IsoDate | null }> {
  const club = await clubOr404(deps, clubId);
  const tonight = nightOf(deps.clock(), club.timeZone);
  return { tonight, date: await findNextOpenDate(deps.db, clubId, tonight) };
}

export interface OpenDatesOutcome {
  opened: IsoDate[];
  dates: DateWithCounts[];
}

/**
 * Opens the dates (those already open keep their capacity unless one is given). A new capacity on
 * an open date works as `setCapacity` does: a raise promotes the waitlist, and they are told.
 */
export async function openDates(
  deps: Deps,
  actor: UserRow,
  clubId: string,
  body: { dates: IsoDate[]; capacityFemale?: number | null; capacityMale?: number | null },
): Promise<OpenDatesOutcome> {
  const now = deps.clock();
  const club = await clubOr404(deps, clubId);
  const dates = [...new Set(body.dates)].sort();
  // Tonight stays open to changes until 06:00, when its early hours end (SPEC §4).
  const passed = dates.filter((date) => date < nightOf(now, club.timeZone));
  if (passed.length > 0) throw new AppError(400, 'date_passed', M.datesPassed(club.name, passed));

  const written: NotificationRow[] = [];
  const opened = await deps.db.transaction(async (tx) => {
    const existing = new Map((await findOpenDates(tx, clubId, dates)).map((row) => [row.date, row]));
    const fresh = dates.filter((date) => !existing.has(date));
    const newCapacity: Capacity = {
      capacityFemale: body.capacityFemale ?? null,
      capacityMale: body.capacityMale ?? null,
    };
    const opened = await insertDates(tx, clubId, fresh, newCapacity, now);

    const capacityChanged: { date: IsoDate; before: Capacity; after: Capacity }[] = [];
    for (const [date, row] of existing) {
      const before = { capacityFemale: row.capacityFemale, capacityMale: row.capacityMale };
      const after = {
        capacityFemale: body.capacityFemale === undefined ? before.capacityFemale : body.capacityFemale,
        capacityMale: body.capacityMale === undefined ? before.capacityMale : body.capacityMale,
      };
      if (after.capacityFemale === before.capacityFemale && after.capacityMale === before.capacityMale)
        continue;
      // In date order (the map follows `dates`): two admins never wait on each other's locks in a cycle.
      await lockNight(tx, clubId, date);
      await updateCapacity(tx, clubId, date, after);
      written.push(...(await fillFreedSpots(tx, club, date, now)));
      capacityChanged.push({ date, before, after });
    }

    if (opened.length > 0 || capacityChanged.length > 0) {
      const plural = (n: number) => `${n} ${n === 1 ? 'date' : 'dates'}`;
      const parts: string[] = [];
      if (opened.length > 0)
        parts.push(`Opened ${plural(opened.length)} at ${club.name} (${describeCapacity(newCapacity)})`);
      if (capacityChanged.length > 0)
        parts.push(`changed the capacity of ${plural(capacityChanged.length)} already open`);
      const summary = parts.join('; ');
      await recordAudit(
        tx,
        actor,
        {
          action: 'guestlist-date.open',
          targetType: 'club',
          targetId: clubId,
          clubId,
          summary:
            opened.length > 0
              ? summary
              : `${summary.charAt(0).toUpperCase()}${summary.slice(1)} at ${club.name}`,
          details: {
            club: club.name,
            opened,
            capacity: { capacityFemale: body.capacityFemale, capacityMale: body.capacityMale },
            capacityChanged,
            promoted: written.length,
          },
        },
        now,
      );
    }
    return opened;
  });
  deps.deliver(written);
  const range = await findDatesWithCounts(deps.db, clubId, dates[0]!, dates.at(-1)!);
  return { opened: opened.sort(), dates: range };
}

/**
 * Sets a night's capacity under the night's lock. A raise (or "unlimited") promotes waitlisted
 * parties in queue order and tells them, exactly as a member's cancellation does; a cut keeps
 * everyone already confirmed and only stops new confirmations.
 */
export async function setCapacity(
  deps: Deps,
  actor: UserRow,
  clubId: string,
  date: IsoDate,
  capacity: Capacity,
): Promise<DateWithCounts> {
  const now = deps.clock();
  const club = await clubOr404(deps, clubId);
  refusePassedNight(club, date, now);
  const written: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    await lockNight(tx, clubId, date);
    const [row] = await findOpenDates(tx, clubId, [date]);
    if (!row) throw new AppError(404, 'date_not_open', M.dateNotOpen(club.name, date));
    const before = { capacityFemale: row.capacityFemale, capacityMale: row.capacityMale };
    if (before.capacityFemale === capacity.capacityFemale && before.capacityMale === capacity.capacityMale)
      return;
    await updateCapacity(tx, clubId, date, capacity);
    written.push(...(await fillFreedSpots(tx, club, date, now)));
    await recordAudit(
      tx,
      actor,
      {
        action: 'guestlist-date.capacity',
        targetType: 'club',
        targetId: clubId,
        clubId,
        summary: `Set the capacity of ${nightLabel(date)} at ${club.name}: ${describeCapacity(capacity)}`,
        details: { club: club.name, date, before, after: capacity, promoted: written.length },
      },
      now,
    );
  });
  deps.deliver(written);
  const [counted] = await findDatesWithCounts(deps.db, clubId, date, date);
  return counted!;
}

function nightClosedNotification(
  club: ClubRow,
  entry: { userId: string; ladies: number; men: number },
  date: IsoDate,
  now: Date,
) {
  return {
    userId: entry.userId,
    kind: 'guestlist-night-closed',
    title: `${club.name} closed its guestlist for ${nightLabel(date)}`,
    body: `Your entry (${describeParty(entry)}) is cancelled. Pick another club for the night on the home page.`,
    link: '/',
    createdAt: now,
    expiresAt: nightEndInstant(date, club.timeZone),
  };
}

/**
 * Closes a night's list. With active entries it asks first (409 `date_has_entries`, nothing
 * changes); confirmed, it cancels them and tells each member, in one transaction under the
 * night's lock so no join slips in between the count and the close.
 */
export async function closeDate(
  deps: Deps,
  actor: UserRow,
  clubId: string,
  date: IsoDate,
  confirm: boolean,
): Promise<{ cancelledEntries: number }> {
  const now = deps.clock();
  const club = await clubOr404(deps, clubId);
  refusePassedNight(club, date, now);
  const written: NotificationRow[] = [];
  const cancelled = await deps.db.transaction(async (tx) => {
    await lockNight(tx, clubId, date);
    const [row] = await findOpenDates(tx, clubId, [date]);
    if (!row) throw new AppError(404, 'date_not_open', M.dateNotOpen(club.name, date));
    const entries = await findActiveEntries(tx, clubId, date);
    if (entries.length > 0 && !confirm) {
      const people = entries.reduce((sum, entry) => sum + entry.ladies + entry.men, 0);
      throw new AppError(409, 'date_has_entries', M.dateHasEntries(entries.length, people));
    }
    await deleteDate(tx, clubId, date);
    await cancelEntries(
      tx,
      entries.map((entry) => entry.id),
      now,
    );
    written.push(
      ...(await insertNotifications(
        tx,
        entries.map((entry) => nightClosedNotification(club, entry, date, now)),
      )),
    );
    await recordAudit(
      tx,
      actor,
      {
        action: 'guestlist-date.close',
        targetType: 'club',
        targetId: clubId,
        clubId,
        summary: `Closed ${nightLabel(date)} at ${club.name}${entries.length > 0 ? ` and cancelled ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}` : ''}`,
        details: {
          club: club.name,
          date,
          capacity: { capacityFemale: row.capacityFemale, capacityMale: row.capacityMale },
          cancelledEntryIds: entries.map((entry) => entry.id),
        },
      },
      now,
    );
    return entries.length;
  });
  deps.deliver(written);
  return { cancelledEntries: cancelled };
}
