import type { FastifyBaseLogger } from 'fastify';
import type { Roles } from '../../shared/api/auth-schema.ts';
import { adminPhoneVariants } from '../../shared/phone.ts';
import type { Database } from '../db/client.ts';
import { anyAdminPhone, insertAdminPhones } from './admin-phones-repository.ts';

export const NO_ROLES: Roles = { admin: false };

/**
 * SPEC §6: admin when the admin list holds the number or its +1 variant. No number, or a failed
 * lookup, means no roles: a database hiccup must never grant admin, nor lock the user out.
 */
export async function computeRoles(
  db: Database,
  phoneNumber: string | null | undefined,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Roles> {
  if (!phoneNumber) return NO_ROLES;
  try {
    return { admin: await anyAdminPhone(db, adminPhoneVariants(phoneNumber)) };
  } catch (error) {
    logger.warn({ err: error }, 'Admin phone lookup failed; treating the user as having no roles');
    return NO_ROLES;
  }
}

/** ADMIN_PHONES (already normalised by loadConfig) are added at start; removals stay with the CLI. */
export function seedAdminPhones(db: Database, phoneNumbers: string[]): Promise<string[]> {
  return insertAdminPhones(db, [...new Set(phoneNumbers)]);
}
