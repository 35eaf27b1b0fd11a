import type { Report } from '../../shared/api/admin/reports-schema.ts';
import { addDays, daysBetween, type IsoDate } from '../../shared/dates.ts';
import type { ClubNightFigures } from './reports-repository.ts';

type ReportNight = Report['nights'][number];
type ReportClub = Report['clubs'][number];

/** Arrivals over sign-ups, 0..1 (a party edited down after arriving cannot push it past 1). */
export function checkInRate(arrived: number, signUps: number): number | null {
  return signUps === 0 ? null : Math.min(1, arrived / signUps);
}

/** One row per date of the range, oldest first, with zero rows for quiet nights. */
export function reportNights(
  from: IsoDate,
  to: IsoDate,
  figures: readonly ClubNightFigures[],
): ReportNight[] {
  const byDate = new Map<IsoDate, ClubNightFigures[]>();
  for (const row of figures) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const rows = byDate.get(date) ?? [];
    const sum = (pick: (row: ClubNightFigures) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    const ladies = sum((row) => row.ladies);
    const men = sum((row) => row.men);
    const arrived = sum((row) => row.arrived);
    return {
      date,
      ladies,
      men,
      waitlisted: sum((row) => row.waitlisted),
      arrived,
      checkInRate: checkInRate(arrived, ladies + men),
      noShows: sum((row) => row.guestlistNoShows + row.reservationNoShows),
      reservations: sum((row) => row.reservations),
    };
  });
}

/** One row per club (in the order given, quiet clubs included). */
export function reportClubs(
  clubs: readonly { id: string; name: string }[],
  figures: readonly ClubNightFigures[],
): ReportClub[] {
  return clubs.map((club) => {
    const rows = figures.filter((row) => row.clubId === club.id);
    const sum = (pick: (row: ClubNightFigures) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    const spendCents = sum((row) => row.spendCents);
    const cashbackCents = sum((row) => row.cashbackCents);
    return {
      clubId: club.id,
      name: club.name,
      signUps: sum((row) => row.ladies + row.men),
      arrived: sum((row) => row.arrived),
      reservations: sum((row) => row.reservations),
      completed: sum((row) => row.completed),
      noShows: sum((row) => row.guestlistNoShows + row.reservationNoShows),
      spendCents,
      cashbackCents,
      spend: spendCents / 100,
      cashback: cashbackCents / 100,
    };
  });
}

export function reportTotals(clubs: readonly ReportClub[]): Report['totals'] {
  const sum = (pick: (club: ReportClub) => number) => clubs.reduce((total, club) => total + pick(club), 0);
  const spendCents = sum((club) => club.spendCents);
  const cashbackCents = sum((club) => club.cashbackCents);
  return {
    signUps: sum((club) => club.signUps),
    arrived: sum((club) => club.arrived),
    reservations: sum((club) => club.reservations),
    completed: sum((club) => club.completed),
    noShows: sum((club) => club.noShows),
    spendCents,
    cashbackCents,
    spend: spendCents / 100,
    cashback: cashbackCents / 100,
  };
}
