import type { ClubProfile } from '../../shared/api/clubs-schema.ts';
import type { ClubRow } from './clubs-repository.ts';

/** The fields every view of a club shares (the listing, the admin panel), as stored. */
export function toClubProfile(club: ClubRow): ClubProfile {
  return {
    id: club.id,
    name: club.name,
    visible: club.visible,
    activeDays: club.activeDays,
    eventType: club.eventType,
    sortOrder: club.sortOrder,
    address: club.address,
    mapsUrl: club.mapsUrl,
    reservationsEnabled: club.reservationsEnabled,
    reservationCashback: club.reservationCashback,
    conciergeCallNumber: club.conciergeCallNumber,
    conciergeTextNumber: club.conciergeTextNumber,
    timeZone: club.timeZone,
    maxPartySize: club.maxPartySize,
  };
}
