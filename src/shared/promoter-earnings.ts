/**
 * What a venue pays its promoters: an amount per guest who came through the door, by gender, and
 * optionally a bonus per guest past a number of arrivals in one night. Names on a list earn
 * nothing; people checked in do.
 */
import type { Cents } from './money.ts';

export interface PromoterRates {
  /** Cents per lady who arrived. */
  ladyCents: Cents;
  /** Cents per man who arrived. */
  manCents: Cents;
  /** Arrivals in one night (at one club) after which each further guest also earns `bonusCents`; null: no bonus. */
  bonusAfter: number | null;
  bonusCents: Cents;
}

export const NO_PROMOTER_RATES: PromoterRates = {
  ladyCents: 0,
  manCents: 0,
  bonusAfter: null,
  bonusCents: 0,
};

/** One party as the door knows it: who was on the list, and how many of them came in. */
export interface ArrivedParty {
  ladies: number;
  men: number;
  /**
   * People checked in for the party who count for pay (the door may admit a party in parts; the
   * server leaves out those the promoter checked in themselves).
   */
  arrived: number;
}

/**
 * Arrivals by gender. The door counts people, not genders: when only part of a mixed party came,
 * only what the count proves is credited to a gender (3 of 2 ladies and 2 men proves 1 of each);
 * the rest are `unknown`, paid at the lower of the two rates.
 */
export function arrivalsOf(party: ArrivedParty): { ladies: number; men: number; unknown: number } {
  const arrived = Math.max(0, Math.min(party.arrived, party.ladies + party.men));
  const ladies = Math.max(0, arrived - party.men);
  const men = Math.max(0, arrived - party.ladies);
  return { ladies, men, unknown: arrived - ladies - men };
}

/**
 * A promoter's earnings for one night at one club, in cents: arrivals by gender at the club's
 * rates, the unproven ones at the lower rate, plus the bonus for each arrival past `bonusAfter`
 * that night. Whole people times whole cents: integers, no rounding.
 */
export function earningsOf(
  split: { ladies: number; men: number; unknown: number },
  rates: PromoterRates,
): Cents {
  const arrived = split.ladies + split.men + split.unknown;
  const bonusGuests = rates.bonusAfter === null ? 0 : Math.max(0, arrived - rates.bonusAfter);
  return (
    split.ladies * rates.ladyCents +
    split.men * rates.manCents +
    split.unknown * Math.min(rates.ladyCents, rates.manCents) +
    bonusGuests * rates.bonusCents
  );
}

/** earningsOf for a night's parties. */
export function nightEarnings(parties: readonly ArrivedParty[], rates: PromoterRates) {
  const split = { ladies: 0, men: 0, unknown: 0 };
  for (const party of parties) {
    const one = arrivalsOf(party);
    split.ladies += one.ladies;
    split.men += one.men;
    split.unknown += one.unknown;
  }
  return {
    arrived: split.ladies + split.men + split.unknown,
    ...split,
    earningsCents: earningsOf(split, rates),
  };
}
