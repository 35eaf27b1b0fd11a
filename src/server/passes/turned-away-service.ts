import { addDays, type IsoDate } from '../../shared/dates.ts';
import { zonedTimeToInstant } from '../../shared/time-zone.ts';
import type { Database } from '../db/client.ts';
import { findMemberEntry } from '../guestlist/guestlist-repository.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { insertTurnedAway } from './turned-away-repository.ts';

export const TURNED_AWAY_MESSAGES = {
  notFound: 'This pass is not one of yours.',
  notYet: 'You can report this from noon on the night, once you are on your way.',
  over: 'The night is over: reports close at noon the day after. Contact the venue instead.',
  cancelled: 'This entry was cancelled, so the door had no pass to honour.',
};

/**
 * When a guest may say they were turned away: from noon on the night to noon the day after, on
 * the club's clock (a night runs into the early hours).
 */
export function reportWindow(date: IsoDate, timeZone: string): { opens: Date; closes: Date } {
  return {
    opens: zonedTimeToInstant(date, '12:00', timeZone),
    closes: zonedTimeToInstant(addDays(date, 1), '12:00', timeZone),
  };
}

/** A guest tells the venue, from their pass, that the door turned them away; once per party. */
export async function reportTurnedAway(
  db: Database,
  userId: string,
  passId: string,
  note: string,
  now: Date,
): Promise<{ reportedAt: Date; created: boolean }> {
  const found = isUuid(passId) ? await findMemberEntry(db, userId, passId) : undefined;
  if (!found) throw new AppError(404, 'pass_not_found', TURNED_AWAY_MESSAGES.notFound);
  const { entry, club } = found;
  if (entry.status === 'cancelled')
    throw new AppError(409, 'entry_cancelled', TURNED_AWAY_MESSAGES.cancelled);
  const { opens, closes } = reportWindow(entry.date, club.timeZone);
  if (now < opens) throw new AppError(409, 'night_not_started', TURNED_AWAY_MESSAGES.notYet);
  if (now >= closes) throw new AppError(409, 'night_over', TURNED_AWAY_MESSAGES.over);
  const { report, created } = await insertTurnedAway(db, {
    entryId: entry.id,
    clubId: club.id,
    date: entry.date,
    note,
    createdAt: now,
  });
  return { reportedAt: report.createdAt, created };
}
