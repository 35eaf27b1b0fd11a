import { type UpdateProfileBody, updateProfileBodySchema } from '../../../shared/api/auth-schema.ts';
import type { NotificationPreferences, ProfileFields } from '../../../shared/profile.ts';
import { formSchema } from '../../components/form/form-schema.ts';
import { profileFieldErrors } from './field-errors.ts';

export type ProfileMode = UpdateProfileBody['mode'];

/** The profile form as typed: SPEC §5's four fields, and the notification switches (edit only). */
export interface ProfileValues extends ProfileFields {
  notificationPreferences: NotificationPreferences;
}

/** `PUT /api/profile`'s body for the form's values: trimmed, the switches only when editing. */
export function profileBody(values: ProfileValues, mode: ProfileMode): UpdateProfileBody {
  return {
    mode,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    instagram: values.instagram.trim(),
    ...(mode === 'edit' ? { notificationPreferences: values.notificationPreferences } : {}),
  };
}

/**
 * SPEC §5's rules at each field (blanks, the email's shape: profileFieldErrors), then the API's
 * schema for the body: a name's stray character or a value too long, in the server's words.
 */
export function profileFormSchema(mode: ProfileMode) {
  return formSchema<ProfileValues>({
    api: updateProfileBodySchema,
    toBody: (values) => profileBody(values, mode),
    checks: profileFieldErrors,
  });
}
