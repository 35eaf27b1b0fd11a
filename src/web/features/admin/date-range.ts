import { useState } from 'react';
import { daysBetween, type IsoDate, isIsoDate } from '../../../shared/dates.ts';

/** What is wrong with a From–To range, in a sentence for the page, or null when it can be asked for. */
export function rangeProblem(from: IsoDate, to: IsoDate, maxDays?: number): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return 'Pick both dates.';
  if (daysBetween(from, to) < 0) return '“From” must be on or before “to”.';
  if (maxDays !== undefined && daysBetween(from, to) >= maxDays)
    return `Pick a range of at most ${maxDays} days.`;
  return null;
}

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
  setFrom: (date: IsoDate) => void;
  setTo: (date: IsoDate) => void;
  /** rangeProblem's verdict on the range as it stands. */
  problem: string | null;
}

/** The From and To an admin page asks about (a report, an export), checked as they are typed. */
export function useDateRange(initial: { from: IsoDate; to: IsoDate }, maxDays?: number): DateRange {
  const [from, setFrom] = useState<IsoDate>(initial.from);
  const [to, setTo] = useState<IsoDate>(initial.to);
  return { from, to, setFrom, setTo, problem: rangeProblem(from, to, maxDays) };
}
