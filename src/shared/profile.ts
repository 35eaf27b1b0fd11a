/** SPEC §3 notification preferences; in-app notifications are always on and not listed. */
export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
}
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { email: true, sms: true };

export const PROFILE_MESSAGES = {
  required: 'First name, last name, email, and Instagram handle are required to complete your profile.',
  invalidEmail: 'Please enter a valid email address.',
  authPending: 'Still verifying authentication status...',
  sessionExpired: 'Your session has expired - please sign in again',
  noVerifiedPhone: 'No verified phone number found',
  authExpired: 'Authentication expired - please sign in again',
  saveFailedPrefix: 'Failed to save profile: ',
} as const;

export const PROFILE_BUTTONS = {
  signUp: 'SAVE PROFILE',
  edit: 'UPDATE PROFILE',
  saving: 'SAVING...',
  checkingAuth: 'CHECKING AUTH...',
} as const;
export const PROFILE_SIGN_UP_HEADING = 'COMPLETE YOUR PROFILE';

// SPEC §5: text, an at sign, text, a dot, text, with no whitespace anywhere.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  instagram: string;
}

/** SPEC §5 form rules: the first message that applies, or null when the fields can be saved. */
export function validateProfileFields(fields: ProfileFields): string | null {
  const { firstName, lastName, email, instagram } = fields;
  if (![firstName, lastName, email, instagram].every((value) => value.trim() !== ''))
    return PROFILE_MESSAGES.required;
  if (!isValidEmail(email.trim())) return PROFILE_MESSAGES.invalidEmail;
  return null;
}

/** SPEC §4/§5: completion is required while first name, last name or email is blank (no format checks). */
export function isProfileComplete(
  profile: { firstName: string; lastName: string; email: string | null } | null | undefined,
): boolean {
  if (!profile) return false;
  return [profile.firstName, profile.lastName, profile.email ?? ''].every((value) => value.trim() !== '');
}
