import { randomUUID } from 'node:crypto';
import { cashbackEarned } from '../../shared/cashback.ts';
import { addDays, type IsoDate, weekdayOf } from '../../shared/dates.ts';
import { zonedTimeToInstant } from '../../shared/time-zone.ts';
import type { ClubRow } from '../clubs/clubs-repository.ts';
import type { Database } from '../db/client.ts';
import {
  cashbackLedger,
  checkIns,
  guestlistDates,
  guestlistEntries,
  reservationStatusHistory,
  reservations,
  users,
} from '../db/schema.ts';

const FIRST_NAMES = ['Ava', 'Mia', 'Zoe', 'Lena', 'Nora', 'Ivy', 'Sam', 'Leo', 'Max', 'Eli', 'Kai', 'Noah'];
const LAST_NAMES = ['Rivera', 'Chen', 'Okafor', 'Novak', 'Haddad', 'Kim', 'Rossi', 'Silva', 'Berg', 'Diaz'];
const GUESTS = 36;
const HISTORY_DAYS = 28;

/** A small deterministic generator: the same demo city on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The past four weeks of the demo city, so reporting and export have something to show: guests
 * (numbers +1 917 555 01xx, never used by the tests), their guestlist entries with door check-ins
 * and no-shows, and table reservations completed with spend and cashback.
 */
export async function insertDemoHistory(tx: Database, clubs: ClubRow[], today: IsoDate): Promise<void> {
  const next = random(20_261_126);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const guests = await tx
    .insert(users)
    .values(
      Array.from({ length: GUESTS }, (_, i) => {
        const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
        const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
        return {
          phoneNumber: `+1917555${String(100 + i).padStart(4, '0')}`,
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${i}@example.com`,
          termsAccepted: true,
        };
      }),
    )
    .returning({ id: users.id });

  const entryRows: (typeof guestlistEntries.$inferInsert)[] = [];
  const checkInRows: (typeof checkIns.$inferInsert)[] = [];
  for (const club of clubs) {
    const nights = Array.from({ length: HISTORY_DAYS }, (_, i) => addDays(today, -HISTORY_DAYS + i)).filter(
      (date) => club.activeDays.includes(weekdayOf(date)),
    );
    if (nights.length === 0) continue;
    await tx.insert(guestlistDates).values(nights.map((date) => ({ clubId: club.id, date })));
    for (const date of nights) {
      const doorOpens = zonedTimeToInstant(date, '22:30', club.timeZone);
      const party = guests.filter(() => next() < 0.35);
      for (const guest of party) {
        const ladies = club.guestlistOptions.female.enabled ? Math.floor(next() * 4) : 0;
        const men = club.guestlistOptions.male.enabled ? Math.floor(next() * 3) : 0;
        if (ladies + men === 0) continue;
        const cancelled = next() < 0.08;
        const joinedAt = new Date(doorOpens.getTime() - (2 + next() * 70) * 3_600_000);
        const entryId = randomUUID();
        entryRows.push({
          id: entryId,
          userId: guest.id,
          clubId: club.id,
          date,
          ladies,
          men,
          status: cancelled ? 'cancelled' : 'confirmed',
          createdAt: joinedAt,
          updatedAt: joinedAt,
          cancelledAt: cancelled ? joinedAt : null,
        });
        const roll = next();
        // Most parties come, some in part, some not at all (the no-shows reporting counts).
        if (cancelled || roll < 0.18) continue;
        const arrived = roll < 0.3 ? Math.max(1, ladies + men - 1) : ladies + men;
        checkInRows.push({
          passKind: 'guestlist',
          entryId,
          clubId: club.id,
          date,
          people: arrived,
          checkedInAt: new Date(doorOpens.getTime() + next() * 2.5 * 3_600_000),
        });
      }
      if (!club.reservationsEnabled || club.tableTypes.length === 0) continue;
      for (let booking = 0; booking < 2; booking += 1) {
        const guest = pick(guests);
        const table = pick(club.tableTypes);
        const status = next() < 0.8 ? 'completed' : 'no_show';
        const createdAt = new Date(doorOpens.getTime() - 3 * 86_400_000);
        const spendCents =
          status === 'completed' ? table.minimumSpendCents + Math.round(next() * 8) * 5_000 : null;
        const [reservation] = await tx
          .insert(reservations)
          .values({
            userId: guest.id,
            clubId: club.id,
            date,
            partySize: Math.min(table.maxGuests, 2 + Math.floor(next() * 4)),
            arrivalTime: '23:00',
            tableType: table,
            status,
            cashbackPercent: club.reservationCashback,
            minimumSpendCents: table.minimumSpendCents,
            amountSpentCents: spendCents,
            createdAt,
            updatedAt: doorOpens,
          })
          .returning({ id: reservations.id });
        await tx.insert(reservationStatusHistory).values([
          { reservationId: reservation!.id, status: 'requested', at: createdAt },
          {
            reservationId: reservation!.id,
            status: 'confirmed',
            at: new Date(createdAt.getTime() + 3_600_000),
          },
          { reservationId: reservation!.id, status, at: doorOpens },
        ]);
        if (spendCents !== null && club.reservationCashback > 0)
          await tx.insert(cashbackLedger).values({
            userId: guest.id,
            reservationId: reservation!.id,
            spendCents,
            percent: club.reservationCashback,
            amountCents: cashbackEarned(spendCents, club.reservationCashback),
            createdAt: doorOpens,
          });
      }
    }
  }
  // In slices: one statement per slice instead of one per row keeps the first start quick.
  for (let i = 0; i < entryRows.length; i += 500)
    await tx.insert(guestlistEntries).values(entryRows.slice(i, i + 500));
  for (let i = 0; i < checkInRows.length; i += 500)
    await tx.insert(checkIns).values(checkInRows.slice(i, i + 500));
}
