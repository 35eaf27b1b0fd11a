import type { Logger } from 'pino';
import type { Roles } from '../../shared/api/auth-schema.ts';
import { adminPhoneVariants } from '../../shared/phone.ts';
import type { Database } from '../db/client.ts';
import {
  anyAdminPhone,
  anyDoorStaffPhone,
  insertAdminPhones,
  insertDoorStaffPhones,
} from './admin-phones-repository.ts';

export const NO_ROLES: Roles = { admin: false, door: false };

/**
 * SPEC §6: admin when the admin list holds the number or its +1 variant; door staff likewise by the
 * door list (admins may use the door too). No number, or a failed
 * lookup, means no roles: a database hiccup must never grant admin, nor lock the user out.
 */
export async function computeRoles(
  db: Database,
  phoneNumber: string | null | undefined,
  logger: Pick<Logger, 'warn'>,
): Promise<Roles> {
  if (!phoneNumber) return NO_ROLES;
  try {
    const variants = adminPhoneVariants(phoneNumber);
    const [admin, door] = await Promise.all([anyAdminPhone(db, variants), anyDoorStaffPhone(db, variants)]);
    return { admin, door: admin || door };
  } catch (error) {
    logger.warn({ err: error }, 'Admin phone lookup failed; treating the user as having no roles');
    return NO_ROLES;
  }
}

/** ADMIN_PHONES (already normalised by loadConfig) are added at start; removals stay with the CLI. */
export function seedAdminPhones(db: Database, phoneNumbers: string[]): Promise<string[]> {
  return insertAdminPhones(db, [...new Set(phoneNumbers)]);
}

/** DOOR_PHONES likewise: added at start; admins remove numbers in the panel. */
export function seedDoorStaffPhones(db: Database, phoneNumbers: string[]): Promise<string[]> {
  return insertDoorStaffPhones(db, [...new Set(phoneNumbers)]);
}
