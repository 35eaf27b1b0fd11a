import { addDays, type IsoDate } from '../../../shared/dates.ts';
import { zonedTimeToInstant } from '../../../shared/time-zone.ts';

/**
 * Whether a guest may say the door turned them away: from noon on the night to noon the day after,
 * on the club's clock (the server checks the same window and says why when it refuses).
 */
export function inTurnedAwayWindow(date: IsoDate, timeZone: string, now: Date): boolean {
  const opens = zonedTimeToInstant(date, '12:00', timeZone);
  const closes = zonedTimeToInstant(addDays(date, 1), '12:00', timeZone);
  return now >= opens && now < closes;
}
