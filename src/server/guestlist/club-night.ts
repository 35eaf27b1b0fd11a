import type { ClubNightResponse } from '../../shared/api/clubs-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { toClubView } from '../clubs/clubs-catalog.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { takenPeople } from './freed-spots.ts';
import { GUESTLIST_MESSAGES } from './guestlist-messages.ts';
import { findGuestlistDate } from './guestlist-repository.ts';

const spots = (capacity: number | null | undefined, taken: number) =>
  capacity === null || capacity === undefined ? null : Math.max(0, capacity - taken);

/** One club for one night, as the join screen needs it: read live, since spots change by the minute. */
export async function clubNight(
  db: Database,
  clubId: string,
  date: IsoDate,
  now: Date,
): Promise<ClubNightResponse> {
  const club = await findClubById(db, clubId);
  if (!club?.visible) throw new AppError(404, 'club_not_found', GUESTLIST_MESSAGES.clubNotFound);
  const night = await findGuestlistDate(db, clubId, date);
  // Spots held by open offers are not free to a new join.
  const confirmed = takenPeople(night);
  return {
    club: toClubView(club, date, now),
    date,
    guestlistOpen: night !== undefined,
    // A date that is not open has no capacity row: its spots read as unlimited but guestlistOpen says no.
    spotsLeft: {
      female: spots(night?.capacityFemale, confirmed.ladies),
      male: spots(night?.capacityMale, confirmed.men),
    },
  };
}
