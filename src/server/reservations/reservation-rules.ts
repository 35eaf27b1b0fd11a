import { guestlistClosingInstant } from '../../shared/closing-time.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';

const HOUR = 3_600_000;
const STEP_MINUTES = 30;

const toTime = (minutes: number) => {
  const m = minutes % (24 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * Arrival times offered, every 30 minutes: dinner parties from 19:00, nightclubs from 21:00, both
 * until 01:00 (the early hours belong to the night before, as for guestlist closing times).
 */
export function arrivalTimes(club: Pick<ClubRow, 'eventType'>): string[] {
  const first = club.eventType === 'dinner_party' ? 19 * 60 : 21 * 60;
  const last = 25 * 60;
  const times: string[] = [];
  for (let minutes = first; minutes <= last; minutes += STEP_MINUTES) times.push(toTime(minutes));
  return times;
}

/** The instant the party is expected, on the club's wall clock (00:00-05:59 = the next morning). */
export function arrivalInstant(date: IsoDate, arrivalTime: string, timeZone: string): Date {
  return guestlistClosingInstant(date, arrivalTime, timeZone);
}

/** Members may cancel in the app until the club's cut-off before arrival. */
export function cancellableUntil(
  club: Pick<ClubRow, 'cancellationCutoffHours' | 'timeZone'>,
  date: IsoDate,
  arrivalTime: string,
): Date {
  return new Date(
    arrivalInstant(date, arrivalTime, club.timeZone).getTime() - club.cancellationCutoffHours * HOUR,
  );
}

/** The club's own terms, or plain default terms naming the cut-off, so the member always sees them. */
export function cancellationTerms(
  club: Pick<ClubRow, 'cancellationTerms' | 'cancellationCutoffHours' | 'depositPercent'>,
): string {
  if (club.cancellationTerms?.trim()) return club.cancellationTerms;
  const hours = club.cancellationCutoffHours;
  if (club.depositPercent > 0)
    return `Free cancellation in the app until ${hours} hours before your arrival time: your deposit is refunded in full, or its hold released. After that, contact the club: on a late cancellation or a no-show the club keeps the deposit.`;
  return `Free cancellation in the app until ${hours} hours before your arrival time. After that, contact the club: a late cancellation or a no-show may be charged the table's minimum spend.`;
}
