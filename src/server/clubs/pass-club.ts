import type { PassClub } from '../../shared/api/common-schema.ts';
import type { ClubRow } from './clubs-repository.ts';

/** A club as a member's guestlist pass and table pass both show it. */
export function toPassClub(club: ClubRow): PassClub {
  return {
    id: club.id,
    name: club.name,
    address: club.address,
    mapsUrl: club.mapsUrl,
    timeZone: club.timeZone,
  };
}
