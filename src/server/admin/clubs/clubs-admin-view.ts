import type { AdminClub } from '../../../shared/api/admin/clubs-schema.ts';
import type { ClubRow } from '../../clubs/clubs-repository.ts';

/** A club as the admin panel reads it: every field, as stored. */
export function toAdminClub(row: ClubRow): AdminClub {
  return {
    id: row.id,
    name: row.name,
    visible: row.visible,
    activeDays: row.activeDays,
    eventType: row.eventType,
    sortOrder: row.sortOrder,
    address: row.address,
    mapsUrl: row.mapsUrl,
    reservationsEnabled: row.reservationsEnabled,
    reservationCashback: row.reservationCashback,
    conciergeCallNumber: row.conciergeCallNumber,
    conciergeTextNumber: row.conciergeTextNumber,
    timeZone: row.timeZone,
    guestlistOptions: row.guestlistOptions,
    maxPartySize: row.maxPartySize,
    tableTypes: row.tableTypes,
    cancellationTerms: row.cancellationTerms,
    cancellationCutoffHours: row.cancellationCutoffHours,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
