/** SPEC §5 and §9: phone numbers as people type them, normalised to E.164-like `+<digits>`. */
export const DEFAULT_COUNTRY_CODE = '+1';
export const INTERNATIONAL_MIN_LENGTH = 11;
export const US_NUMBER_LENGTH = 10;

export const PHONE_HINT = '+[COUNTRY_CODE][NUMBER] for international numbers';
export const PHONE_ERRORS = {
  invalidFormat: 'Invalid phone number format',
  invalidUs: 'Please enter a valid 10-digit US phone number',
} as const;

export type NormalizedPhone = { ok: true; phoneNumber: string } | { ok: false; error: string };

/**
 * Non-digits are stripped. With a leading + the number needs at least 11 characters; without one
 * it must be exactly 10 digits, and +1 is prepended.
 */
export function normalizePhoneNumber(input: string): NormalizedPhone {
  const international = input.trim().startsWith('+');
  const digits = input.replace(/\D/g, '');
  if (international) {
    const phoneNumber = `+${digits}`;
    return phoneNumber.length >= INTERNATIONAL_MIN_LENGTH
      ? { ok: true, phoneNumber }
      : { ok: false, error: PHONE_ERRORS.invalidFormat };
  }
  return digits.length === US_NUMBER_LENGTH
    ? { ok: true, phoneNumber: `${DEFAULT_COUNTRY_CODE}${digits}` }
    : { ok: false, error: PHONE_ERRORS.invalidUs };
}

/**
 * SPEC §6: the admin list is checked under the number itself, then under its +1 variant: without
 * the prefix when it starts with +1, with +1 prepended otherwise.
 */
export function adminPhoneVariants(phoneNumber: string): [string, string] {
  return phoneNumber.startsWith(DEFAULT_COUNTRY_CODE)
    ? [phoneNumber, phoneNumber.slice(DEFAULT_COUNTRY_CODE.length)]
    : [phoneNumber, `${DEFAULT_COUNTRY_CODE}${phoneNumber}`];
}

/** `+12125550141` → `+1 212 555 0141` for display; other numbers are shown as stored. */
export function formatPhoneNumber(phoneNumber: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phoneNumber);
  return us ? `+1 ${us[1]} ${us[2]} ${us[3]}` : phoneNumber;
}
