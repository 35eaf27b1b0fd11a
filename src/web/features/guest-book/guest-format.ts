import type { GuestFigures } from '../../../shared/api/admin/guest-book-schema.ts';
import { formatMoney } from '../../../shared/money.ts';

/** "3 visits · $1,000 · last 2026-11-24": a list row's one line of figures. */
export function guestSummary(figures: GuestFigures): string {
  const parts = [`${figures.visits} ${figures.visits === 1 ? 'visit' : 'visits'}`];
  const noShows = figures.guestlistNoShows + figures.tableNoShows;
  if (noShows > 0) parts.push(`${noShows} no-show${noShows === 1 ? '' : 's'}`);
  if (figures.spendCents > 0) parts.push(formatMoney(figures.spendCents, { short: true }));
  parts.push(figures.lastVisit ? `last visit ${figures.lastVisit}` : 'no visit yet');
  return parts.join(' · ');
}

/** "2.5 people, 60% ladies", or a dash without a party. */
export function partyMix(figures: GuestFigures): string {
  if (figures.typicalPartySize === null || figures.ladiesShare === null) return '–';
  return `${figures.typicalPartySize} people, ${Math.round(figures.ladiesShare * 100)}% ladies`;
}
