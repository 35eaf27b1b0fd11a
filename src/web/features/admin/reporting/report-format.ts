import type { PromoterFigures } from '../../../../shared/api/promoter-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';

export const count = (n: number) => Math.round(n).toLocaleString('en-US');

export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** `75%` of the people on the list who came; a dash without anyone on it. */
export function conversionText(conversion: number | null): string {
  return conversion === null ? '—' : `${Math.round(conversion * 100)}%`;
}

/** `$1,240.00`: what a promoter earned, to the cent like the CSV. */
export const earningsText = (cents: number) => formatMoney(cents);

/** Who came through the door: `3 ladies · 2 men`, and `· 1 unknown` when the count cannot tell. */
export function genderMix(figures: Pick<PromoterFigures, 'ladiesArrived' | 'menArrived' | 'unknownArrived'>) {
  const parts = [plural(figures.ladiesArrived, 'lady', 'ladies'), plural(figures.menArrived, 'man', 'men')];
  if (figures.unknownArrived > 0) parts.push(`${count(figures.unknownArrived)} unknown`);
  return parts.join(' · ');
}

/** `2 of 3 in`: how much of a party the door let in. */
export function partyIn(party: { ladies: number; men: number; arrived: number }): string {
  return `${count(party.arrived)} of ${count(party.ladies + party.men)} in`;
}

/** `2 ladies, 1 man`: who the party said it was. */
export function partyMakeUp(party: { ladies: number; men: number }): string {
  const parts = [];
  if (party.ladies > 0) parts.push(plural(party.ladies, 'lady', 'ladies'));
  if (party.men > 0) parts.push(plural(party.men, 'man', 'men'));
  return parts.join(', ') || 'nobody';
}

/** Why some arrivals have no gender, for the legend under the ranking. */
export const UNKNOWN_EXPLAINED =
  'Unknown: part of a mixed party the door let in only in part, so the count cannot tell ladies from men. Paid at the lower of the two rates.';

/** `3 self check-ins, not paid`: guests a promoter let in at the door themselves. */
export function selfCheckInsText(n: number): string {
  return `${plural(n, 'self check-in', 'self check-ins')}, not paid`;
}

/** What a self check-in is, for the legend under the ranking. */
export const SELF_CHECK_INS_EXPLAINED =
  'Self check-ins: guests a promoter checked in at the door themselves (a promoter who also works the door). They are not in Arrived and are not paid; look at who they were on the night’s list.';
