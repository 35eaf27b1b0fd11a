import { nightLabel } from '../../shared/dates.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every refusal of the guestlist dates admin API, worded for the admin (one place, one wording). */
export const DATES_ADMIN_MESSAGES = {
  rangeReversed: (from: string, to: string) =>
    `The range must start on or before its end: "from" (${from}) is after "to" (${to}).`,
  rangeTooLong: (days: number, max: number) =>
    `Ask for at most ${max} days at a time; this range spans ${days}.`,
  datesPassed: (club: string, dates: string[]) =>
    `These dates have already passed at ${club}: ${dates.map(nightLabel).join('; ')}. Pick tonight or a later date.`,
  nightPassed: (date: string) =>
    `${nightLabel(date)} has already passed: its list is kept as it was for the records.`,
  dateNotOpen: (club: string, date: string) =>
    `The guestlist of ${club} is not open on ${nightLabel(date)}. Open the date first.`,
  dateHasEntries: (parties: number, people: number) =>
    `${count(parties, 'party', 'parties')} (${count(people, 'person', 'people')}) ${parties === 1 ? 'is' : 'are'} on this list. Closing the date cancels their entries and tells them.`,
};

/** "ladies 50, men unlimited" */
export function describeCapacity(capacity: { capacityFemale: number | null; capacityMale: number | null }) {
  const one = (n: number | null) => (n === null ? 'unlimited' : String(n));
  return `ladies ${one(capacity.capacityFemale)}, men ${one(capacity.capacityMale)}`;
}
