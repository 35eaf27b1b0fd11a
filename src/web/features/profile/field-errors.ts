import {
  isValidEmail,
  PROFILE_MESSAGES,
  type ProfileFields,
  validateProfileFields,
} from '../../../shared/profile.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

export type FieldName = keyof ProfileFields;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** In the order they appear on the form: the first with an error gets the focus. */
export const FIELD_ORDER: readonly FieldName[] = ['firstName', 'lastName', 'email', 'instagram'];

const BLANK: Record<FieldName, string> = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter your email',
  instagram: 'Enter your Instagram handle',
};

/** SPEC §5's rules (validateProfileFields), said at each field they concern. */
export function profileFieldErrors(fields: ProfileFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of FIELD_ORDER) if (fields[name].trim() === '') errors[name] = BLANK[name];
  if (!errors.email && !isValidEmail(fields.email.trim())) errors.email = PROFILE_MESSAGES.invalidEmail;
  return errors;
}

/** Whether some field was left blank: SPEC §5's "are required" sentence then goes with the fields. */
export function hasBlankField(errors: FieldErrors): boolean {
  return FIELD_ORDER.some((name) => errors[name] === BLANK[name]);
}

export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name]);
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The server's 400 said at the fields it concerns: a schema refusal names each field's path; the
 * profile rules answer with SPEC §5's message, which the fields as sent tell apart. Null when the
 * error concerns no field (a lost session, a network failure): the form says it once, in a banner.
 */
export function serverFieldErrors(error: unknown, sent: ProfileFields): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const errors: FieldErrors = {};
  for (const { path, message } of error.fields) {
    const name = FIELD_ORDER.find((field) => field === path);
    if (name && !errors[name]) errors[name] = sentence(message);
  }
  if (error.code === 'invalid-profile') {
    if (error.message === PROFILE_MESSAGES.invalidEmail) errors.email = PROFILE_MESSAGES.invalidEmail;
    else if (validateProfileFields(sent) !== null) Object.assign(errors, profileFieldErrors(sent));
  }
  return firstInvalidField(errors) ? errors : null;
}
