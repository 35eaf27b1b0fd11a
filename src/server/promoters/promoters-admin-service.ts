import { type PromoterFigures, promoterRatesView } from '../../shared/api/promoter-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import type { PromoterRates } from '../../shared/promoter-earnings.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { ROLE_MESSAGES } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { setPromoterRates } from '../clubs/clubs-repository.ts';
import { AppError } from '../http/errors.ts';
import { findUsersByIds, type UserRow } from '../profile/users-repository.ts';
import { sumFigures } from './promoter-figures.ts';
import { promoterNights } from './promoter-service.ts';

type Deps = Pick<StaffDeps, 'db' | 'clock'>;

export interface PromoterRank {
  promoter: { id: string; name: string; phoneNumber: string };
  figures: PromoterFigures;
}

/**
 * The promoters of `clubIds` (null: every club) over a range, ranked by people through the door,
 * then by conversion: arrivals, not names, are what a venue pays for.
 */
export async function rankPromoters(
  deps: Deps,
  clubIds: readonly string[] | null,
  from: IsoDate,
  to: IsoDate,
): Promise<{ promoters: PromoterRank[]; totals: PromoterFigures }> {
  const nights = await promoterNights(deps, { clubIds, from, to });
  const byPromoter = new Map<string, PromoterFigures[]>();
  for (const night of nights) {
    const list = byPromoter.get(night.row.promoterUserId) ?? [];
    list.push(night.figures);
    byPromoter.set(night.row.promoterUserId, list);
  }
  const people = new Map((await findUsersByIds(deps.db, [...byPromoter.keys()])).map((u) => [u.id, u]));
  const promoters = [...byPromoter].map(([id, figures]) => {
    const user = people.get(id);
    return {
      promoter: {
        id,
        name: user ? `${user.firstName} ${user.lastName}`.trim() || user.phoneNumber : 'Deleted account',
        phoneNumber: user?.phoneNumber ?? '',
      },
      figures: sumFigures(figures),
    };
  });
  promoters.sort(
    (a, b) =>
      b.figures.arrived - a.figures.arrived ||
      (b.figures.conversion ?? 0) - (a.figures.conversion ?? 0) ||
      a.promoter.name.localeCompare(b.promoter.name),
  );
  return { promoters, totals: sumFigures(promoters.map((p) => p.figures)) };
}

/** A manager sets what an arrival earns at their club; the change applies to every night's figures. */
export async function updatePromoterRates(deps: Deps, actor: UserRow, clubId: string, rates: PromoterRates) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const club = await setPromoterRates(tx, clubId, rates, now);
    if (!club) throw new AppError(404, 'club_not_found', ROLE_MESSAGES.clubNotYours);
    const money = (cents: number) => formatMoney(cents, { short: true });
    const bonus =
      rates.bonusAfter === null ? '' : `, +${money(rates.bonusCents)} each past ${rates.bonusAfter}`;
    await recordAudit(
      tx,
      actor,
      {
        action: 'club.promoter-rates',
        targetType: 'club',
        targetId: clubId,
        clubId,
        summary: `Set promoter pay at ${club.name}: ${money(rates.ladyCents)} a lady, ${money(rates.manCents)} a man${bonus}`,
        details: { ...rates },
      },
      now,
    );
    return promoterRatesView(club.promoterRates);
  });
}
