import { type IsoDate, WEEKDAYS, type Weekday, weekdayOf } from '../../../../shared/dates.ts';

const name = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Why dates on `days` would open without showing (SPEC §5 lists a club only on its active weekdays),
 * and what to do about it; null when the club is active on all of them.
 */
export function inactiveDaysWarning(clubName: string, activeDays: readonly Weekday[], days: Weekday[]) {
  const inactive = WEEKDAYS.filter((day) => days.includes(day) && !activeDays.includes(day));
  if (inactive.length === 0) return null;
  const names = list(inactive.map(name));
  const closed = list(inactive.map((day) => `${name(day)}s`));
  const one = days.length === 1;
  return (
    `${clubName} is not open on ${closed}, so members will not see ${one ? 'this date' : `the ${names} dates`} ` +
    `on the home page. To list ${one ? 'it' : 'them'}, add ${names} to its days under CLUBS.`
  );
}

/** The same, for one date. */
export function inactiveDateWarning(clubName: string, activeDays: readonly Weekday[], date: IsoDate) {
  return inactiveDaysWarning(clubName, activeDays, [weekdayOf(date)]);
}
