import type { FastifyBaseLogger } from 'fastify';
import { type Roles, type SessionResponse, SIGNED_OUT } from '../../shared/api/auth-schema.ts';
import { isProfileComplete } from '../../shared/profile.ts';
import type { Database } from '../db/client.ts';
import { toProfile } from '../profile/profile-view.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { computeRoles } from '../roles/roles-service.ts';

/** SPEC §4 auth state: the user, their profile, their roles and whether completion is required. */
export async function sessionResponse(
  db: Database,
  user: UserRow | null | undefined,
  logger: Pick<FastifyBaseLogger, 'warn'>,
  /** Already read with the session: no lookup then. */
  roles?: Roles,
): Promise<SessionResponse> {
  if (!user) return SIGNED_OUT;
  const profile = toProfile(user);
  return {
    user: { uid: user.id, phoneNumber: user.phoneNumber },
    profile,
    roles: roles ?? (await computeRoles(db, user.phoneNumber, logger)),
    completionRequired: !isProfileComplete(profile),
  };
}
