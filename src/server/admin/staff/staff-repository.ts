import { asc, count, inArray, notInArray, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/api/admin/staff-schema.ts';
import type { Database } from '../../db/client.ts';
import { adminPhoneNumbers, doorStaffPhoneNumbers, users } from '../../db/schema.ts';

export type StaffRow = { phoneNumber: string; createdAt: Date };

const TABLES = { admin: adminPhoneNumbers, door: doorStaffPhoneNumbers } as const;

export function findStaff(db: Database, role: StaffRole): Promise<StaffRow[]> {
  const table = TABLES[role];
  return db.select().from(table).orderBy(asc(table.createdAt), asc(table.phoneNumber));
}

/** The listed numbers among `phoneNumbers` (a number and its +1 variant). */
export function findListed(db: Database, role: StaffRole, phoneNumbers: string[]): Promise<StaffRow[]> {
  const table = TABLES[role];
  return db.select().from(table).where(inArray(table.phoneNumber, phoneNumbers));
}

export async function insertStaff(tx: Database, role: StaffRole, phoneNumber: string, now: Date) {
  const table = TABLES[role];
  const [row] = await tx
    .insert(table)
    .values({ phoneNumber, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteStaff(tx: Database, role: StaffRole, phoneNumbers: string[]): Promise<string[]> {
  const table = TABLES[role];
  const rows = await tx
    .delete(table)
    .where(inArray(table.phoneNumber, phoneNumbers))
    .returning({ phoneNumber: table.phoneNumber });
  return rows.map((row) => row.phoneNumber);
}

export async function countAdminsOtherThan(tx: Database, phoneNumbers: string[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(adminPhoneNumbers)
    .where(notInArray(adminPhoneNumbers.phoneNumber, phoneNumbers));
  return row?.n ?? 0;
}

/** Serialises changes to the staff lists: two admins removing each other cannot leave none. */
export async function lockStaffLists(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff-lists', 727005))`);
}

export function findUsersByPhone(db: Database, phoneNumbers: string[]) {
  if (phoneNumbers.length === 0) return Promise.resolve([]);
  return db
    .select({ phoneNumber: users.phoneNumber, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.phoneNumber, phoneNumbers));
}
