import { addDays, type IsoDate, type Weekday, weekdayOf } from '../../shared/dates.ts';

/** The club's nights from `tonight` on, `days` of them, on the weekdays it opens (all when none is set). */
export function upcomingNights(tonight: IsoDate, activeDays: readonly Weekday[], days: number): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(tonight, i);
    if (activeDays.length === 0 || activeDays.includes(weekdayOf(date))) nights.push(date);
  }
  return nights;
}
