import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { adminPhoneNumbers, doorStaffPhoneNumbers } from '../db/schema.ts';

export async function anyAdminPhone(db: Database, phoneNumbers: string[]): Promise<boolean> {
  const rows = await db
    .select({ phoneNumber: adminPhoneNumbers.phoneNumber })
    .from(adminPhoneNumbers)
    .where(inArray(adminPhoneNumbers.phoneNumber, phoneNumbers))
    .limit(1);
  return rows.length > 0;
}

/** Adds the numbers not listed yet; returns the ones it added. */
export async function insertAdminPhones(db: Database, phoneNumbers: string[]): Promise<string[]> {
  if (phoneNumbers.length === 0) return [];
  const added = await db
    .insert(adminPhoneNumbers)
    .values(phoneNumbers.map((phoneNumber) => ({ phoneNumber })))
    .onConflictDoNothing()
    .returning({ phoneNumber: adminPhoneNumbers.phoneNumber });
  return added.map((row) => row.phoneNumber);
}

export async function deleteAdminPhone(db: Database, phoneNumber: string): Promise<boolean> {
  const deleted = await db
    .delete(adminPhoneNumbers)
    .where(eq(adminPhoneNumbers.phoneNumber, phoneNumber))
    .returning({ phoneNumber: adminPhoneNumbers.phoneNumber });
  return deleted.length > 0;
}

export function listAdminPhones(db: Database) {
  return db.select().from(adminPhoneNumbers).orderBy(asc(adminPhoneNumbers.phoneNumber));
}

export async function anyDoorStaffPhone(db: Database, phoneNumbers: string[]): Promise<boolean> {
  const rows = await db
    .select({ phoneNumber: doorStaffPhoneNumbers.phoneNumber })
    .from(doorStaffPhoneNumbers)
    .where(inArray(doorStaffPhoneNumbers.phoneNumber, phoneNumbers))
    .limit(1);
  return rows.length > 0;
}

/** Adds the door staff numbers not listed yet; returns the ones it added. */
export async function insertDoorStaffPhones(db: Database, phoneNumbers: string[]): Promise<string[]> {
  if (phoneNumbers.length === 0) return [];
  const added = await db
    .insert(doorStaffPhoneNumbers)
    .values(phoneNumbers.map((phoneNumber) => ({ phoneNumber })))
    .onConflictDoNothing()
    .returning({ phoneNumber: doorStaffPhoneNumbers.phoneNumber });
  return added.map((row) => row.phoneNumber);
}
