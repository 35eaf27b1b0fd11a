import type { Logger } from 'pino';
import type { Roles } from '../../shared/api/auth-schema.ts';
import { adminPhoneVariants } from '../../shared/phone.ts';
import type { ClubRole } from '../../shared/roles.ts';
import { NO_ROLES } from '../../shared/roles.ts';
import type { Database } from '../db/client.ts';
import {
  anyAdminPhone,
  anyDoorStaffPhone,
  insertAdminPhones,
  insertDoorStaffPhones,
} from './admin-phones-repository.ts';
import { findHeldClubRoles, type HeldClubRole } from './club-roles-repository.ts';

export { NO_ROLES };

/** The roles of one person from the two lists and the club roles their number holds. */
export function rolesFrom(admin: boolean, doorList: boolean, held: readonly HeldClubRole[]): Roles {
  const clubs: Record<ClubRole, string[]> = { manager: [], door: [], promoter: [] };
  const venues: string[] = [];
  for (const { role, clubId, venueId } of held) {
    if (!clubs[role].includes(clubId)) clubs[role].push(clubId);
    if (role === 'manager' && venueId !== null && !venues.includes(venueId)) venues.push(venueId);
  }
  for (const list of [...Object.values(clubs), venues]) list.sort();
  return {
    admin,
    door: admin || doorList || clubs.door.length > 0 || clubs.manager.length > 0,
    manager: clubs.manager.length > 0,
    promoter: clubs.promoter.length > 0,
    doorEverywhere: doorList,
    clubs,
    venues,
  };
}

/**
 * SPEC §6: admin when the admin list holds the number or its +1 variant; door staff likewise by the
 * door list (admins may use the door too); venue roles likewise by club_roles. No number, or a failed
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
    const [admin, door, held] = await Promise.all([
      anyAdminPhone(db, variants),
      anyDoorStaffPhone(db, variants),
      findHeldClubRoles(db, variants),
    ]);
    return rolesFrom(admin, door, held);
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
