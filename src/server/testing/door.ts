import { eq } from 'drizzle-orm';
import type { ReservationStatus } from '../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import {
  doorStaffPhoneNumbers,
  type GuestlistEntryStatus,
  guestlistEntries,
  reservations,
  users,
} from '../db/schema.ts';
import { createMember, type Member } from './members.ts';
import type { TestApp } from './test-app.ts';

/** A member on the door staff list (door_staff_phone_numbers), named so "by whom" reads naturally. */
export async function createDoorStaff(db: Database, firstName = 'Sam', lastName = 'Door'): Promise<Member> {
  const member = await createMember(db);
  const [row] = await db
    .update(users)
    .set({ firstName, lastName })
    .where(eq(users.id, member.id))
    .returning({ phoneNumber: users.phoneNumber });
  await db.insert(doorStaffPhoneNumbers).values({ phoneNumber: row!.phoneNumber });
  return member;
}

export async function nameMember(db: Database, member: Member, firstName: string, lastName: string) {
  const [row] = await db
    .update(users)
    .set({ firstName, lastName })
    .where(eq(users.id, member.id))
    .returning({ phoneNumber: users.phoneNumber });
  return row!.phoneNumber;
}

/** A guestlist entry written straight to the table: the door reads what joins wrote. */
export async function insertEntryRow(
  db: Database,
  values: {
    userId: string;
    clubId: string;
    date: IsoDate;
    ladies?: number;
    men?: number;
    guestNames?: string[];
    status?: GuestlistEntryStatus;
    waitlistedAt?: Date | null;
  },
) {
  const status = values.status ?? 'confirmed';
  const [row] = await db
    .insert(guestlistEntries)
    .values({
      ladies: 2,
      men: 0,
      ...values,
      status,
      waitlistedAt: status === 'waitlisted' ? (values.waitlistedAt ?? new Date()) : null,
      cancelledAt: status === 'cancelled' ? new Date() : null,
    })
    .returning();
  return row!;
}

export async function insertReservationRow(
  db: Database,
  values: { userId: string; clubId: string; date: IsoDate; partySize?: number; status?: ReservationStatus },
) {
  const [row] = await db
    .insert(reservations)
    .values({
      partySize: 4,
      arrivalTime: '23:00',
      tableType: { id: 'booth', name: 'Booth', minimumSpendCents: 50_000, maxGuests: 6, description: '' },
      notes: '',
      status: 'confirmed',
      cashbackPercent: 10,
      minimumSpendCents: 50_000,
      ...values,
    })
    .returning();
  return row!;
}

/** The QR token the member's own pass shows (read through the API, as the member's phone does). */
export async function passToken(t: TestApp, member: Member, kind: 'guestlist' | 'reservation', id: string) {
  const url = kind === 'guestlist' ? `/api/passes/${id}` : `/api/reservations/${id}`;
  const response = await t.app.inject({ url, headers: { cookie: member.cookie } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().qrToken as string;
}

/** Drives the door API as `staff`. */
export function doorApi(t: TestApp, staff: Member | null, door: { clubId: string; date: IsoDate }) {
  const headers = staff ? { cookie: staff.cookie } : {};
  return {
    checkIn(body: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: '/api/door/check-ins',
        headers,
        payload: { ...door, ...body },
      });
    },
    undo(id: string) {
      return t.app.inject({ method: 'DELETE', url: `/api/door/check-ins/${id}`, headers });
    },
    search(q: string) {
      return t.app.inject({
        url: `/api/door/search?clubId=${door.clubId}&date=${door.date}&q=${encodeURIComponent(q)}`,
        headers,
      });
    },
    night() {
      return t.app.inject({ url: `/api/door/nights/${door.clubId}/${door.date}`, headers });
    },
  };
}
