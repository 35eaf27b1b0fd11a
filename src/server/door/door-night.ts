import type { DoorNight, DoorPass } from '../../shared/api/door-schema.ts';
import { nightOf } from '../../shared/closing-time.ts';
import { compareClubs } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { clubFilter, type StaffMember } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { type ClubRow, findClubById, findVisibleClubs } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import { confirmedPeople, findGuestlistDate } from '../guestlist/guestlist-repository.ts';
import { AppError } from '../http/errors.ts';
import { countHeldPlaces } from '../passes/guest-passes-repository.ts';
import { findUsersByIds } from '../profile/users-repository.ts';
import { withCare } from './door-care.ts';
import { toDoorPass } from './door-pass.ts';
import {
  searchEntries,
  searchReservations,
  sumArrivals,
  sumArrivalsByKind,
  sumExpectedTablePeople,
  waitlistPositionOf,
} from './door-repository.ts';

export const SEARCH_LIMIT = 50;

export const CLUB_NOT_FOUND = 'This club does not exist. Pick a club from the list.';

/** The clubs whose door `staff` works (every visible club for admins and the door staff list). */
export async function doorClubs(deps: StaffDeps, staff: StaffMember) {
  const now = deps.clock();
  const mine = clubFilter(staff, 'door');
  const clubs = (await findVisibleClubs(deps.db))
    .filter((club) => mine === null || mine.includes(club.id))
    .sort(compareClubs);
  return clubs.map((club) => ({
    id: club.id,
    name: club.name,
    timeZone: club.timeZone,
    tonight: nightOf(now, club.timeZone),
  }));
}

async function requireClub(db: Database, clubId: string): Promise<ClubRow> {
  const club = await findClubById(db, clubId);
  if (!club) throw new AppError(404, 'club_not_found', CLUB_NOT_FOUND);
  return club;
}

/** Passes of one club's night whose holder, guests or phone digits match `q`, at most 50. */
export async function searchPasses(
  db: Database,
  clubId: string,
  date: IsoDate,
  q: string,
): Promise<DoorPass[]> {
  const club = await requireClub(db, clubId);
  const [entries, tables] = await Promise.all([
    searchEntries(db, clubId, date, q, SEARCH_LIMIT),
    searchReservations(db, clubId, date, q, SEARCH_LIMIT),
  ]);
  const promoterIds = [
    ...new Set(entries.flatMap(({ entry }) => (entry.promoterUserId ? [entry.promoterUserId] : []))),
  ];
  const [entryArrivals, tableArrivals, promoters] = await Promise.all([
    sumArrivals(
      db,
      'guestlist',
      entries.map(({ entry }) => entry.id),
    ),
    sumArrivals(
      db,
      'reservation',
      tables.map(({ reservation }) => reservation.id),
    ),
    findUsersByIds(db, promoterIds).then((found) => new Map(found.map((user) => [user.id, user]))),
  ]);
  const results: { card: DoorPass; holderId: string }[] = [];
  for (const { entry, holder } of entries) {
    const pass = {
      kind: 'guestlist' as const,
      id: entry.id,
      club,
      holder,
      date: entry.date,
      entry,
      reservation: null,
      waitlistPosition: await waitlistPositionOf(db, entry),
      promoter: entry.promoterUserId ? (promoters.get(entry.promoterUserId) ?? null) : null,
      held: await countHeldPlaces(db, entry.id),
    };
    results.push({ card: toDoorPass(pass, entryArrivals.get(entry.id) ?? 0), holderId: holder.id });
  }
  for (const { reservation, holder } of tables) {
    const pass = {
      kind: 'reservation' as const,
      id: reservation.id,
      club,
      holder,
      date: reservation.date,
      entry: null,
      reservation,
      waitlistPosition: null,
      promoter: null,
      held: 0,
    };
    results.push({ card: toDoorPass(pass, tableArrivals.get(reservation.id) ?? 0), holderId: holder.id });
  }
  // Who can be admitted first, then by name: the person at the door is most likely among them.
  const rank = (pass: DoorPass) => (['confirmed', 'completed'].includes(pass.status) ? 0 : 1);
  const page = results
    .sort((a, b) => rank(a.card) - rank(b.card) || a.card.holderName.localeCompare(b.card.holderName))
    .slice(0, SEARCH_LIMIT);
  // The venue's tags, latest note and Nth visit of the page's holders: three reads for the page.
  return withCare(db, club.venueId, date, page);
}

/** The live counters: capacity, who is expected and who has arrived. */
export async function doorNight(db: Database, clubId: string, date: IsoDate): Promise<DoorNight> {
  const club = await requireClub(db, clubId);
  // Confirmed ladies and men from the night's counters (kept by triggers), not a sum over the night.
  const [night, tablePeople, arrivals] = await Promise.all([
    findGuestlistDate(db, clubId, date),
    sumExpectedTablePeople(db, clubId, date),
    sumArrivalsByKind(db, clubId, date),
  ]);
  const arrivedBy = (kind: string) => arrivals.find((row) => row.kind === kind)?.people ?? 0;
  const guestlist = arrivedBy('guestlist');
  const reservationArrivals = arrivedBy('reservation');
  return {
    club: { id: club.id, name: club.name, timeZone: club.timeZone },
    date,
    capacity: { female: night?.capacityFemale ?? null, male: night?.capacityMale ?? null },
    expected: { ...confirmedPeople(night), reservations: tablePeople },
    arrived: {
      guestlist,
      reservations: reservationArrivals,
      total: guestlist + reservationArrivals,
    },
  };
}
