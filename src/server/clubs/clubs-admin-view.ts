import type { AdminClub } from '../../shared/api/admin/clubs-schema.ts';
import { promoterRatesView } from '../../shared/api/promoter-schema.ts';
import { tableTypeView } from '../../shared/api/reservation-schema.ts';
import { toClubProfile } from './club-profile.ts';
import type { ClubRow } from './clubs-repository.ts';

/** A club as the admin panel reads it: every field, as stored. */
export function toAdminClub(row: ClubRow): AdminClub {
  return {
    ...toClubProfile(row),
    guestlistOptions: row.guestlistOptions,
    tableTypes: row.tableTypes.map(tableTypeView),
    cancellationTerms: row.cancellationTerms,
    cancellationCutoffHours: row.cancellationCutoffHours,
    promoterRates: promoterRatesView(row.promoterRates),
    taxRate: row.taxRate,
    serviceCharge: row.serviceCharge,
    depositPercent: row.depositPercent,
    waitlistMode: row.waitlistMode,
    offerMinutes: row.offerMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
