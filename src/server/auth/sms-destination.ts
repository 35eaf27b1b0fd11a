import { type CountryCode, getCountries, parsePhoneNumber } from 'libphonenumber-js/max';

/**
 * Numbers that cost the sender more than a text to a phone, or reach no phone at all: SMS pumping
 * (toll fraud) aims sign-in codes at them and shares the revenue. Twilio's Fraud Guard and Firebase's
 * SMS region policy refuse the same.
 */
const REFUSED_TYPES = new Set([
  'PREMIUM_RATE',
  'SHARED_COST',
  'TOLL_FREE',
  'UAN',
  'VOICEMAIL',
  'PAGER',
  'PERSONAL_NUMBER',
]);

export const SMS_DESTINATION_MESSAGES = {
  serviceNumber:
    'This number can’t receive sign-in codes: premium-rate, toll-free, shared-cost and other service numbers are refused. Use your mobile number.',
  country: (countries: readonly CountryCode[]) =>
    countries.length === 1
      ? `Sign-in codes are only sent to numbers from this country: ${countryList(countries)}. Use a mobile number from there.`
      : `Sign-in codes are only sent to numbers from these countries: ${countryList(countries)}. Use a mobile number from one of them.`,
};

export type SmsDestination =
  | { ok: true; country: CountryCode }
  | { ok: false; code: 'unsupported-number' | 'unsupported-country'; message: string };

const regionNames = new Intl.DisplayNames('en', { type: 'region' });
function countryList(countries: readonly CountryCode[]): string {
  return countries.map((country) => regionNames.of(country) ?? country).join(', ');
}

/** Whether a code may be texted to `phoneNumber` (already a valid E.164 number). */
export function checkSmsDestination(phoneNumber: string, allowed: readonly CountryCode[]): SmsDestination {
  const parsed = parsePhoneNumber(phoneNumber);
  const type = parsed.getType();
  // No country: a global service number (+800, +808, +870, +881-883): never a member's phone.
  if (!parsed.country || (type !== undefined && REFUSED_TYPES.has(type)))
    return { ok: false, code: 'unsupported-number', message: SMS_DESTINATION_MESSAGES.serviceNumber };
  if (!allowed.includes(parsed.country))
    return { ok: false, code: 'unsupported-country', message: SMS_DESTINATION_MESSAGES.country(allowed) };
  return { ok: true, country: parsed.country };
}

const KNOWN_COUNTRIES = new Set<string>(getCountries());

/** `US, ca` → `['US', 'CA']`, or the entries that are no country code. */
export function parseCountryList(value: string): { countries: CountryCode[]; unknown: string[] } {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
  return {
    countries: entries.filter((entry): entry is CountryCode => KNOWN_COUNTRIES.has(entry)),
    unknown: entries.filter((entry) => !KNOWN_COUNTRIES.has(entry)),
  };
}
