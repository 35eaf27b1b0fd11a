import type { PromoterFigures } from '../../shared/api/promoter-schema.ts';
import { nightEarnings, type PromoterRates } from '../../shared/promoter-earnings.ts';
import type { PromoterNightFigures } from './promoters-repository.ts';

const EMPTY: PromoterFigures = {
  parties: 0,
  people: 0,
  arrived: 0,
  ladiesArrived: 0,
  menArrived: 0,
  unknownArrived: 0,
  selfCheckedIn: 0,
  conversion: null,
  earningsCents: 0,
  earnings: 0,
};

/**
 * One promoter's club night: arrivals split by gender as the door count proves, and earnings at the
 * club's rates. Only paid arrivals count, for the bonus threshold and conversion too; self check-ins
 * are counted apart (paid-arrivals.ts).
 */
export function nightFigures(night: PromoterNightFigures, rates: PromoterRates): PromoterFigures {
  const paid = night.arrivals.map(({ ladies, men, paid }) => ({ ladies, men, arrived: paid }));
  const { arrived, ladies, men, unknown, earningsCents } = nightEarnings(paid, rates);
  return {
    parties: night.parties,
    people: night.people,
    arrived,
    ladiesArrived: ladies,
    menArrived: men,
    unknownArrived: unknown,
    selfCheckedIn: night.arrivals.reduce((sum, party) => sum + party.selfCheckedIn, 0),
    conversion: night.people > 0 ? arrived / night.people : null,
    earningsCents,
    earnings: earningsCents / 100,
  };
}

/** Figures added up (a promoter's range, a venue's totals); earnings stay those of each night. */
export function sumFigures(all: readonly PromoterFigures[]): PromoterFigures {
  const total = { ...EMPTY };
  for (const f of all) {
    total.parties += f.parties;
    total.people += f.people;
    total.arrived += f.arrived;
    total.ladiesArrived += f.ladiesArrived;
    total.menArrived += f.menArrived;
    total.unknownArrived += f.unknownArrived;
    total.selfCheckedIn += f.selfCheckedIn;
    total.earningsCents += f.earningsCents;
    total.earnings = total.earningsCents / 100;
  }
  total.conversion = total.people > 0 ? total.arrived / total.people : null;
  return total;
}
