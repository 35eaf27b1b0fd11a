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

/** The same refusals for a text to someone else (a promoter's guest): the sender reads them. */
export const TEXT_DESTINATION_MESSAGES = {
  serviceNumber:
    'This number can’t be texted: premium-rate, toll-free, shared-cost and other service numbers never are.',
  country: (countries: readonly CountryCode[]) =>
    `This number can’t be texted: Nightlist only texts numbers from ${countries.length === 1 ? 'this country' : 'these countries'}: ${countryList(countries)}.`,
};

/** Whose words a refusal is in: the member asking for their own code, or someone texting another. */
export type SmsPurpose = 'code' | 'text';
const MESSAGES = { code: SMS_DESTINATION_MESSAGES, text: TEXT_DESTINATION_MESSAGES };

export type SmsDestination =
  | { ok: true; country: CountryCode }
  | { ok: false; code: 'unsupported-number' | 'unsupported-country'; message: string };

const regionNames = new Intl.DisplayNames('en', { type: 'region' });
function countryList(countries: readonly CountryCode[]): string {
  return countries.map((country) => regionNames.of(country) ?? country).join(', ');
}

/** Whether `phoneNumber` (already a valid E.164 number) may be texted at all. */
export function checkSmsDestination(
  phoneNumber: string,
  allowed: readonly CountryCode[],
  purpose: SmsPurpose = 'code',
): SmsDestination {
  const messages = MESSAGES[purpose];
  let parsed: ReturnType<typeof parsePhoneNumber>;
  try {
    parsed = parsePhoneNumber(phoneNumber);
  } catch {
    // A number stored before today's rules (or typed by staff) that no longer parses reaches no phone.
    return { ok: false, code: 'unsupported-number', message: messages.serviceNumber };
  }
  const type = parsed.getType();
  // No country: a global service number (+800, +808, +870, +881-883): never a member's phone.
  if (!parsed.country || (type !== undefined && REFUSED_TYPES.has(type)))
    return { ok: false, code: 'unsupported-number', message: messages.serviceNumber };
  if (!allowed.includes(parsed.country))
    return { ok: false, code: 'unsupported-country', message: messages.country(allowed) };
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
