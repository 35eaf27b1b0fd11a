import type { GuestlistOption } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { clubs, guestlistDates } from '../db/schema.ts';

export type NewClub = typeof clubs.$inferInsert;

const option = (overrides: Partial<GuestlistOption> = {}): GuestlistOption => ({
  enabled: true,
  details: 'Guestlist entry',
  closesAt: '23:00',
  ...overrides,
});

/** A visible nightclub active every day with both guestlists enabled; override what a test is about. */
export function clubFixture(overrides: Partial<NewClub> = {}): NewClub {
  return {
    name: 'Test Club',
    visible: true,
    activeDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    eventType: 'nightclub',
    sortOrder: null,
    address: '1 Test St, New York, NY',
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=1%20Test%20St',
    reservationsEnabled: false,
    reservationCashback: 0,
    conciergeCallNumber: '+12125550100',
    conciergeTextNumber: '+12125550101',
    timeZone: 'America/New_York',
    guestlistOptions: { female: option(), male: option() },
    ...overrides,
  };
}

export { option as guestlistOptionFixture };

export async function insertClub(db: Database, overrides: Partial<NewClub> = {}) {
  const [club] = await db.insert(clubs).values(clubFixture(overrides)).returning();
  return club!;
}

export async function openGuestlistDates(db: Database, clubId: string, dates: IsoDate[]) {
  if (dates.length === 0) return;
  await db.insert(guestlistDates).values(dates.map((date) => ({ clubId, date })));
}
