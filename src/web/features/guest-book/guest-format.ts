import type { GuestFigures } from '../../../shared/api/admin/guest-book-schema.ts';
import { formatMoney } from '../../../shared/money.ts';

const visitDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 24, 2026" (a guest's history spans years): the calendar day of an ISO date, in any time zone. */
export function visitDate(date: string): string {
  return visitDateFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "3 visits · $1,000 · last visit Nov 24, 2026": a list row's one line of figures. */
export function guestSummary(figures: GuestFigures): string {
  const parts = [`${figures.visits} ${figures.visits === 1 ? 'visit' : 'visits'}`];
  const noShows = figures.guestlistNoShows + figures.tableNoShows;
  if (noShows > 0) parts.push(`${noShows} no-show${noShows === 1 ? '' : 's'}`);
  if (figures.spendCents > 0) parts.push(formatMoney(figures.spendCents, { short: true }));
  parts.push(figures.lastVisit ? `last visit ${visitDate(figures.lastVisit)}` : 'no visit yet');
  return parts.join(' · ');
}

/** "2.5 people, 60% ladies", or a dash without a party. */
export function partyMix(figures: GuestFigures): string {
  if (figures.typicalPartySize === null || figures.ladiesShare === null) return '–';
  const size = figures.typicalPartySize;
  return `${size} ${size === 1 ? 'person' : 'people'}, ${Math.round(figures.ladiesShare * 100)}% ladies`;
}
