import type { PromoterGuestText } from '../../../shared/api/promoter-schema.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { PromoterRates } from '../../../shared/promoter-earnings.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 ladies + 1 man". */
export function partyMix(party: { ladies: number; men: number }): string {
  const parts = [
    party.ladies > 0 ? plural(party.ladies, 'lady', 'ladies') : null,
    party.men > 0 ? plural(party.men, 'man', 'men') : null,
  ].filter(Boolean);
  return parts.join(' + ') || 'nobody';
}

/** "2 of 3 in": how much of a party the door has let in. */
export function arrivedLine(party: { ladies: number; men: number; arrived: number }): string {
  return `${party.arrived} of ${party.ladies + party.men} in`;
}

/** A guest added by name: whether they signed in with their number and opened their pass. */
export function claimLine(claimed: boolean): string {
  return claimed ? 'pass opened' : 'pass not opened yet';
}

/** "Checked in by you: not paid" on a party, with how many when it was only some of those in. */
export function selfCheckInLine(party: { arrived: number; selfCheckedIn: number }): string {
  const who = party.selfCheckedIn < party.arrived ? `${party.selfCheckedIn} checked in` : 'Checked in';
  return `${who} by you: not paid`;
}

/** Why some of the night's arrivals are not in the figures, when the promoter checked guests in themselves. */
export function selfCheckInsNote(selfCheckedIn: number): string {
  const guests = plural(selfCheckedIn, 'guest', 'guests');
  return `You checked in ${guests} at the door yourself. They show below but are not counted or paid: arrivals pay when someone else on the door lets your guests in.`;
}

/** "67%", or a dash with nobody on the list. */
export function percent(ratio: number | null): string {
  return ratio === null ? '–' : `${Math.round(ratio * 100)}%`;
}

/** "$10 a lady · $5 a man · +$2 each after 20": what an arrival earns at a club. */
export function ratesLine(rates: PromoterRates): string {
  if (rates.ladyCents === 0 && rates.manCents === 0 && rates.bonusCents === 0)
    return 'The venue has not set what an arrival earns yet.';
  const money = (cents: number) => formatMoney(cents, { short: true });
  const base = `${money(rates.ladyCents)} a lady · ${money(rates.manCents)} a man`;
  return rates.bonusAfter !== null && rates.bonusCents > 0
    ? `${base} · +${money(rates.bonusCents)} each after ${rates.bonusAfter} in a night`
    : base;
}

/** A guest's invitation text, as the promoter's list of results says it. */
export type GuestTextLine = { tone: 'ok' | 'later' | 'not'; text: string };

/** How soon "now" is: the delivery worker sends within seconds of the request. */
const NOW_SLACK_MS = 60_000;

/**
 * "Pass texted now", "Pass texted at 9:40 PM: you have used this hour's texts", or why it won't be
 * texted (the guest is on the list all the same). `timeZone` is for tests; the phone's own otherwise.
 */
export function guestTextLine(
  text: PromoterGuestText,
  now: number,
  locale?: string,
  timeZone?: string,
): GuestTextLine {
  if (text.status === 'not-texted') return { tone: 'not', text: text.message };
  const at = Date.parse(text.sendsAt);
  if (at - now <= NOW_SLACK_MS) return { tone: 'ok', text: 'Pass texted now.' };
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  return { tone: 'later', text: `Pass texted at ${time}: you have used this hour’s texts.` };
}

/**
 * Why some arrivals earned the lower rate: the door counts people, not ladies and men, so when only
 * part of a mixed party came in, those the count cannot prove either way are paid the lower rate.
 */
export function lowerRateNote(unknownArrived: number, rates?: PromoterRates): string | null {
  if (unknownArrived === 0) return null;
  const lower = rates
    ? ` (${formatMoney(Math.min(rates.ladyCents, rates.manCents), { short: true })} each)`
    : '';
  const guests = plural(unknownArrived, 'guest', 'guests');
  return `${guests} earned the lower rate${lower}: only part of a mixed party came in, and the door counts people, not ladies and men, so nobody can say which of them came.`;
}
