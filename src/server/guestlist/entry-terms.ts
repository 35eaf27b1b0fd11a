import { closesNextDay, guestlistClosingInstant } from '../../shared/closing-time.ts';
import type { Gender, GuestlistOption } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';

export interface Party {
  ladies: number;
  men: number;
}

export const MINIMUM_AGE = 21;

/** The genders a party brings, in a fixed order. */
export function gendersIn(party: Party): Gender[] {
  const genders: Gender[] = [];
  if (party.ladies > 0) genders.push('female');
  if (party.men > 0) genders.push('male');
  return genders;
}

/** The option whose list closes first among the party's genders: the whole party must be in by then. */
export function earliestClosing(
  options: Record<Gender, GuestlistOption>,
  party: Party,
  date: IsoDate,
  timeZone: string,
): { closesAt: string; instant: Date } {
  const closings = gendersIn(party).map((gender) => ({
    closesAt: options[gender].closesAt,
    instant: guestlistClosingInstant(date, options[gender].closesAt, timeZone),
  }));
  // An empty party cannot be stored; fall back to the ladies' option rather than crash on old data.
  if (closings.length === 0)
    return {
      closesAt: options.female.closesAt,
      instant: guestlistClosingInstant(date, options.female.closesAt, timeZone),
    };
  return closings.reduce((a, b) => (b.instant < a.instant ? b : a));
}

export function describeParty(party: Party): string {
  const parts: string[] = [];
  if (party.ladies > 0) parts.push(`${party.ladies} ${party.ladies === 1 ? 'lady' : 'ladies'}`);
  if (party.men > 0) parts.push(`${party.men} ${party.men === 1 ? 'man' : 'men'}`);
  return parts.join(', ');
}

/** "Arrive before 23:30 (club time)"; early-hours closings say so, since 01:00 reads like the evening before. */
export function arriveBefore(closesAt: string): string {
  return closesNextDay(closesAt)
    ? `Arrive before ${closesAt} (after midnight, club time)`
    : `Arrive before ${closesAt} (club time)`;
}

export interface TermsInput extends Party {
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  waitlistPosition: number | null;
  /** While a freed spot is offered to the party: its deadline on the club's clock ("22:45"). */
  offeredUntil?: string | null;
  date: IsoDate;
  timeZone: string;
  options: Record<Gender, GuestlistOption>;
}

/**
 * What the door honours, in plain words. Members most often complain that the list was not
 * honoured or the cut-off was unclear, so the cut-off, the party and the ID rule are spelled out.
 * Guest names are not terms: the pass, the door and the calendar list them apart, one per line,
 * since a name may hold a comma.
 */
export function entryTerms(input: TermsInput): string[] {
  const terms: string[] = [];
  if (input.status === 'waitlisted' && input.offeredUntil) {
    terms.push(
      `A spot is offered to you: claim it by ${input.offeredUntil} (club time) to be on the list, or it goes to the next party.`,
    );
  } else if (input.status === 'waitlisted') {
    terms.push(
      `Waitlisted (#${input.waitlistPosition ?? '?'}): you are not on the list yet. We will notify you if a spot opens.`,
    );
  }
  if (input.status === 'cancelled') terms.push('Cancelled: this entry is no longer on the list.');
  terms.push(arriveBefore(earliestClosing(input.options, input, input.date, input.timeZone).closesAt));
  for (const gender of gendersIn(input)) {
    const details = input.options[gender].details.trim();
    if (details && !terms.includes(details)) terms.push(details);
  }
  terms.push(`Party: ${describeParty(input)}`);
  terms.push(`Bring a valid photo ID (${MINIMUM_AGE}+)`);
  return terms;
}
