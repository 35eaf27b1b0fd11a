import type { Profile } from '../../shared/api/auth-schema.ts';
import type { UserRow } from './users-repository.ts';

/** The SPEC §3 profile as the API returns it. */
export function toProfile(user: UserRow): Profile {
  return {
    uid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    instagram: user.instagram,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    notificationPreferences: { email: user.notifyByEmail, sms: user.notifyBySms },
    termsAccepted: user.termsAccepted,
    termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
  };
}
