import { NEXT_DAY_CLOSING_BEFORE_HOUR } from '../../shared/closing-time.ts';
import { addDays, type IsoDate, todayIn, type Weekday, weekdayOf } from '../../shared/dates.ts';

const HOUR = 3_600_000;

/** The night going on at `now` on the club's clock: before 06:00 it is still the previous date's (as at the door). */
export function tonightIn(now: Date, timeZone: string): IsoDate {
  return todayIn(new Date(now.getTime() - NEXT_DAY_CLOSING_BEFORE_HOUR * HOUR), timeZone);
}

/** The club's nights from `tonight` on, `days` of them, on the weekdays it opens (all when none is set). */
export function upcomingNights(tonight: IsoDate, activeDays: readonly Weekday[], days: number): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(tonight, i);
    if (activeDays.length === 0 || activeDays.includes(weekdayOf(date))) nights.push(date);
  }
  return nights;
}
