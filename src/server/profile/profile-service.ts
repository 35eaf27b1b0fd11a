import type { UpdateProfileBody } from '../../shared/api/auth-schema.ts';
import { PROFILE_MESSAGES, validateProfileFields } from '../../shared/profile.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import {
  findUserByPhone,
  insertUserIfAbsent,
  type UserChanges,
  type UserRow,
  updateUser,
} from './users-repository.ts';

/** SPEC §4: the signed-in user's profile, created empty on first sign-in. */
export async function findOrCreateUser(db: Database, phoneNumber: string, now: Date): Promise<UserRow> {
  const existing = await findUserByPhone(db, phoneNumber);
  if (existing) return existing;
  await insertUserIfAbsent(db, phoneNumber, now);
  const created = await findUserByPhone(db, phoneNumber);
  if (!created) throw new Error('The new user could not be read back');
  return created;
}

/**
 * Saves the profile form (SPEC §2, §5, §7). Sign-up mode keeps the stored notification preferences
 * (they take precedence over the form's) and records the terms on the first completion only;
 * edit mode also takes the preferences the form sends.
 */
export async function updateProfile(
  db: Database,
  user: UserRow,
  body: UpdateProfileBody,
  now: Date,
): Promise<UserRow> {
  const fields = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email.trim(),
    // People paste "@handle"; the handle is what is stored and shown.
    instagram: body.instagram.trim().replace(/^@+/, '').trim(),
  };
  const problem = validateProfileFields(fields);
  if (problem) throw new AppError(400, 'invalid-profile', problem);

  const changes: UserChanges = { ...fields, updatedAt: now };
  if (body.mode === 'edit' && body.notificationPreferences) {
    changes.notifyByEmail = body.notificationPreferences.email;
    changes.notifyBySms = body.notificationPreferences.sms;
  }
  if (body.mode === 'sign-up' && !user.termsAccepted) {
    changes.termsAccepted = true;
    changes.termsAcceptedAt = now;
  }
  const updated = await updateUser(db, user.id, changes);
  // The user was deleted while signed in.
  if (!updated) throw new AppError(401, 'unauthenticated', PROFILE_MESSAGES.sessionExpired);
  return updated;
}
