import { sql } from 'drizzle-orm';
import type { Gender, GuestlistOption } from '../../shared/clubs.ts';
import { addDays, type IsoDate, type Weekday, weekdayOf } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { clubs, guestlistDates } from '../db/schema.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { insertDemoClubPhotos } from './demo-club-photos.ts';
import { insertDemoHistory } from './demo-history.ts';

type NewClub = typeof clubs.$inferInsert;

const THU_SAT: Weekday[] = ['thursday', 'friday', 'saturday'];
const DEMO_WINDOW_DAYS = 21;

function options(female: Partial<GuestlistOption> | null, male: Partial<GuestlistOption> | null) {
  const option = (o: Partial<GuestlistOption> | null): GuestlistOption => ({
    enabled: o !== null,
    details: o?.details ?? '',
    closesAt: o?.closesAt ?? '23:00',
  });
  return { female: option(female), male: option(male) } satisfies Record<Gender, GuestlistOption>;
}

function maps(address: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

const BOOTH = {
  id: 'booth',
  name: 'Booth',
  minimumSpendCents: 50_000,
  maxGuests: 6,
  description: 'A booth by the dance floor with bottle service.',
};
const VIP_TABLE = {
  id: 'vip',
  name: 'VIP Table',
  minimumSpendCents: 150_000,
  maxGuests: 10,
  description: 'Raised VIP section facing the DJ booth, dedicated host.',
};
const NIGHTCLUB_TABLES = [
  { ...BOOTH, minimumSpendCents: 40_000 },
  { ...VIP_TABLE, minimumSpendCents: 120_000 },
];
const DINNER_TABLES = [
  {
    id: 'dinner',
    name: 'Dinner Table',
    minimumSpendCents: 15_000,
    maxGuests: 6,
    description: 'Seated dinner for the set menu, then the party.',
  },
  {
    id: 'chefs-table',
    name: 'Chef’s Table',
    minimumSpendCents: 60_000,
    maxGuests: 10,
    description: 'The counter facing the kitchen: the chef’s tasting menu with wine pairing.',
  },
];

function demoClubs(timeZone: string): NewClub[] {
  const club = (c: Omit<NewClub, 'timeZone' | 'mapsUrl'>): NewClub => ({
    ...c,
    timeZone,
    mapsUrl: maps(c.address ?? ''),
  });
  return [
    club({
      name: 'Neon Room',
      maxPartySize: 8,
      eventType: 'nightclub',
      activeDays: THU_SAT,
      sortOrder: 1,
      address: '412 W 14th St, New York, NY 10014',
      reservationsEnabled: true,
      tableTypes: [BOOTH, VIP_TABLE],
      reservationCashback: 10,
      // New York City sales tax, a 20% service charge, a quarter of the all-in price up front.
      taxRate: 8.875,
      serviceCharge: 20,
      depositPercent: 25,
      conciergeCallNumber: '+12125550141',
      conciergeTextNumber: '+12125550141',
      guestlistOptions: options(
        {
          details: 'Free entry for ladies until midnight. Dress to impress, no sneakers.',
          closesAt: '23:30',
        },
        { details: 'Reduced entry before 23:00 with a lady in the party.', closesAt: '23:00' },
      ),
    }),
    club({
      name: 'Velvet Underground',
      maxPartySize: 6,
      eventType: 'nightclub',
      activeDays: ['wednesday', 'friday', 'saturday'],
      sortOrder: 2,
      address: '88 Rivington St, New York, NY 10002',
      reservationsEnabled: true,
      tableTypes: NIGHTCLUB_TABLES,
      reservationCashback: 0,
      conciergeCallNumber: '+12125550188',
      conciergeTextNumber: '+12125550189',
      guestlistOptions: options(
        { details: 'Ladies free all night with guestlist. 21+ with ID.', closesAt: '01:00' },
        null,
      ),
    }),
    club({
      name: 'The Glasshouse',
      maxPartySize: 10,
      eventType: 'dinner_party',
      activeDays: THU_SAT,
      sortOrder: 3,
      address: '230 Park Ave S, New York, NY 10003',
      reservationsEnabled: true,
      tableTypes: DINNER_TABLES,
      reservationCashback: 5,
      conciergeCallNumber: '+12125550123',
      conciergeTextNumber: '+12125550123',
      guestlistOptions: options(
        {
          details: 'Complimentary welcome drink. Dinner seating from 20:00, party from 22:30.',
          closesAt: '21:00',
        },
        { details: 'Guestlist for mixed groups; dinner reservation recommended.', closesAt: '21:00' },
      ),
    }),
    club({
      name: 'Basement 27',
      maxPartySize: 6,
      eventType: 'nightclub',
      activeDays: ['thursday', 'friday', 'saturday', 'sunday'],
      sortOrder: null,
      address: '27 Bond St, New York, NY 10012',
      reservationsEnabled: false,
      reservationCashback: 0,
      conciergeCallNumber: '+12125550127',
      conciergeTextNumber: null,
      guestlistOptions: options(null, {
        details: 'Techno until late. Guestlist gets you past the line.',
        closesAt: '02:00',
      }),
    }),
    club({
      name: 'Supper Club No. 9',
      maxPartySize: 10,
      eventType: 'dinner_party',
      activeDays: ['tuesday', 'thursday', 'saturday'],
      sortOrder: 4,
      address: '9 Mercer St, New York, NY 10013',
      reservationsEnabled: true,
      tableTypes: DINNER_TABLES,
      reservationCashback: 8,
      conciergeCallNumber: '+12125550109',
      conciergeTextNumber: '+12125550190',
      guestlistOptions: options(
        { details: 'Chef’s tasting table, then the DJ takes over at 23:00.', closesAt: '22:00' },
        { details: 'Mixed groups only; at least one lady per two gentlemen.', closesAt: '22:00' },
      ),
    }),
    club({
      name: 'Aurora Rooftop',
      maxPartySize: 8,
      eventType: 'nightclub',
      activeDays: ['thursday', 'friday', 'saturday', 'sunday'],
      sortOrder: 5,
      address: '1 Hotel Plaza, 60 W 53rd St, New York, NY 10019',
      reservationsEnabled: true,
      tableTypes: NIGHTCLUB_TABLES,
      reservationCashback: 12,
      taxRate: 8.875,
      serviceCharge: 18,
      depositPercent: 20,
      conciergeCallNumber: '+12125550160',
      conciergeTextNumber: '+12125550161',
      guestlistOptions: options(
        {
          details: 'Skyline views. Free entry for ladies on the list, arrive before 00:30.',
          closesAt: '00:30',
        },
        { details: 'Guestlist entry with reduced cover, arrive before 00:30.', closesAt: '00:30' },
      ),
    }),
    club({
      name: 'Halcyon',
      maxPartySize: 8,
      eventType: 'nightclub',
      activeDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      sortOrder: null,
      address: '301 Bedford Ave, Brooklyn, NY 11211',
      reservationsEnabled: false,
      reservationCashback: 0,
      conciergeCallNumber: null,
      conciergeTextNumber: '+17185550130',
      guestlistOptions: options(
        { details: 'House and disco every night. Guestlist closes 23:45.', closesAt: '23:45' },
        { details: 'Guestlist closes 23:45; door policy applies.', closesAt: '23:45' },
      ),
    }),
    club({
      name: 'Midnight Table',
      maxPartySize: 10,
      eventType: 'dinner_party',
      activeDays: ['friday', 'saturday'],
      sortOrder: 6,
      address: '145 Orchard St, New York, NY 10002',
      reservationsEnabled: false,
      reservationCashback: 0,
      conciergeCallNumber: '+12125550145',
      conciergeTextNumber: '+12125550145',
      guestlistOptions: options(
        { details: 'Long-table dinner with live jazz. Seats at 21:00 sharp.', closesAt: '20:30' },
        { details: 'Long-table dinner with live jazz. Seats at 21:00 sharp.', closesAt: '20:30' },
      ),
    }),
    club({
      name: 'Echo Hall',
      maxPartySize: 8,
      eventType: 'nightclub',
      activeDays: ['monday', 'thursday'],
      sortOrder: 7,
      address: '550 W 21st St, New York, NY 10011',
      reservationsEnabled: true,
      tableTypes: NIGHTCLUB_TABLES,
      reservationCashback: 15,
      conciergeCallNumber: '+12125550155',
      conciergeTextNumber: '+12125550155',
      guestlistOptions: options(
        { details: 'Live acts from 22:00. Ladies free before 00:00.', closesAt: '00:00' },
        { details: 'Live acts from 22:00. Guestlist closes at midnight.', closesAt: '00:00' },
      ),
    }),
    club({
      name: 'The Vault',
      maxPartySize: 6,
      // Hidden while the venue is being refurbished; it must never be listed.
      visible: false,
      eventType: 'nightclub',
      activeDays: THU_SAT,
      sortOrder: 0,
      address: '20 Exchange Pl, New York, NY 10005',
      reservationsEnabled: true,
      tableTypes: NIGHTCLUB_TABLES,
      cancellationCutoffHours: 48,
      reservationCashback: 20,
      conciergeCallNumber: '+12125550120',
      conciergeTextNumber: '+12125550120',
      guestlistOptions: options(
        { details: 'Members only.', closesAt: '23:00' },
        { details: 'Members only.', closesAt: '23:00' },
      ),
    }),
  ];
}

/**
 * Inserts the demo city when the database has no clubs yet; returns how many clubs it added. With
 * `photos`, the listed clubs also get generated photos stored there (the server passes its storage).
 */
export async function insertDemoData(
  db: Database,
  options: { timeZone: string; today: IsoDate; photos?: ImageStorage },
) {
  const inserted = await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(clubs);
    if (count > 0) return [];

    const inserted = await tx.insert(clubs).values(demoClubs(options.timeZone)).returning();
    const dates = inserted.flatMap((club) =>
      Array.from({ length: DEMO_WINDOW_DAYS }, (_, i) => addDays(options.today, i))
        .filter((date) => club.activeDays.includes(weekdayOf(date)))
        // Echo Hall only opens its list on Thursdays: active on a day does not mean open.
        .filter((date) => club.name !== 'Echo Hall' || weekdayOf(date) === 'thursday')
        .map((date) => ({ clubId: club.id, date })),
    );
    if (dates.length > 0) await tx.insert(guestlistDates).values(dates);
    await insertDemoHistory(tx, inserted, options.today);
    return inserted;
  });
  if (options.photos && inserted.length > 0) {
    await insertDemoClubPhotos(
      db,
      options.photos,
      inserted.filter((club) => club.visible),
    );
  }
  return inserted.length;
}
