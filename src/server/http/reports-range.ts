import { addDays, daysBetween, type IsoDate } from '../../shared/dates.ts';
import { AppError } from './errors.ts';

/** Reports and exports cover at most a year (a leap year's every night). */
export const MAX_RANGE_DAYS = 366;

/** Refuses a range that runs backwards or spans more than MAX_RANGE_DAYS, saying what to change. */
export function checkDateRange(from: IsoDate, to: IsoDate): void {
  if (daysBetween(from, to) < 0)
    throw new AppError(
      400,
      'invalid_range',
      `The query parameter "to" (${to}) must be on or after "from" (${from}).`,
    );
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    throw new AppError(
      400,
      'invalid_range',
      `The range can cover at most ${MAX_RANGE_DAYS} days: pick a "to" on or before ${addDays(from, MAX_RANGE_DAYS - 1)}, or a later "from".`,
    );
}
