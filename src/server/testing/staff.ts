import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { ClubInput } from '../../shared/api/admin/clubs-schema.ts';
import type { Database } from '../db/client.ts';
import { doorStaffPhoneNumbers, users } from '../db/schema.ts';
import { createMember, type Member } from './members.ts';
import type { TestApp } from './test-app.ts';

/** A member whose number is on the door staff list. */
export async function createDoorStaff(db: Database): Promise<Member> {
  const member = await createMember(db);
  const [user] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, member.id));
  await db.insert(doorStaffPhoneNumbers).values({ phoneNumber: user!.phoneNumber });
  return member;
}

export async function phoneOf(db: Database, member: Member): Promise<string> {
  const [user] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, member.id));
  return user!.phoneNumber;
}

/** `t.app.inject` as `who` (undefined: signed out). */
export function callAs(t: TestApp, who: Member | undefined) {
  return (method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      payload: payload as InjectOptions['payload'],
    });
}

/** Every field of a club, valid; override what a test is about. */
export function clubInput(overrides: Partial<ClubInput> = {}): ClubInput {
  return {
    name: 'Neon Room',
    visible: true,
    activeDays: ['thursday', 'friday', 'saturday'],
    eventType: 'nightclub',
    sortOrder: null,
    address: '12 Orchard St, New York, NY',
    mapsUrl: 'https://maps.google.com/?q=12+Orchard+St',
    reservationsEnabled: true,
    reservationCashback: 5,
    conciergeCallNumber: '(212) 555-0150',
    conciergeTextNumber: '',
    timeZone: 'America/New_York',
    guestlistOptions: {
      female: { enabled: true, details: 'Free before midnight', closesAt: '23:30' },
      male: { enabled: true, details: '$20 at the door', closesAt: '01:00' },
    },
    maxPartySize: 6,
    tableTypes: [
      {
        id: 'vip-booth',
        name: 'VIP booth',
        minimumSpendCents: 150_000,
        maxGuests: 8,
        description: 'By the DJ',
      },
    ],
    cancellationTerms: '',
    cancellationCutoffHours: 24,
    ...overrides,
  };
}
