import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { normalizePhoneNumber } from '../../shared/phone.ts';

/**
 * The number a code may be sent to: SPEC §5 normalisation, then a check against the full
 * numbering-plan metadata (the client only checks lengths), so no SMS goes to a number that
 * cannot exist.
 */
export function parseSignInPhone(input: string): string | undefined {
  const normalized = normalizePhoneNumber(input);
  if (!normalized.ok) return undefined;
  return isValidPhoneNumber(normalized.phoneNumber) ? normalized.phoneNumber : undefined;
}
