import { describe, expect, test } from 'vitest';
import { checkSmsDestination, parseCountryList, SMS_DESTINATION_MESSAGES } from './sms-destination.ts';

const US_CA = ['US', 'CA'] as const;

describe('checkSmsDestination', () => {
  test.each([
    ['a New York number', '+12125550100', 'US'],
    ['a Toronto number', '+14165550100', 'CA'],
    ['a Vancouver number', '+16045550100', 'CA'],
  ])('%s is texted', (_label, phone, country) => {
    expect(checkSmsDestination(phone, US_CA)).toEqual({ ok: true, country });
  });

  // The outside probe got codes sent to each of these.
  test.each([
    ['the United Kingdom', '+447911123456'],
    ['Uzbekistan', '+998901234567'],
    ['Bangladesh', '+8801712345678'],
    ['Russia', '+79161234567'],
    ['Nigeria', '+2348031234567'],
  ])('a mobile number from %s is refused, naming the countries served', (_label, phone) => {
    expect(checkSmsDestination(phone, US_CA)).toEqual({
      ok: false,
      code: 'unsupported-country',
      message:
        'Sign-in codes are only sent to numbers from these countries: United States, Canada. Use a mobile number from one of them.',
    });
  });

  test.each([
    ['a US +1-900 premium-rate number', '+19005550100'],
    ['a US toll-free number', '+18005550100'],
    ['a US personal (500) number', '+15005550006'],
    ['an international freephone (+800) number', '+80012345678'],
  ])('%s is refused as a service number, whatever the countries', (_label, phone) => {
    expect(checkSmsDestination(phone, ['US', 'CA', 'GB'])).toEqual({
      ok: false,
      code: 'unsupported-number',
      message: SMS_DESTINATION_MESSAGES.serviceNumber,
    });
  });

  test('a country the operator adds is texted', () => {
    expect(checkSmsDestination('+447911123456', ['US', 'GG', 'GB']).ok).toBe(true);
  });

  test('one country is named as such', () => {
    expect(SMS_DESTINATION_MESSAGES.country(['US'])).toBe(
      'Sign-in codes are only sent to numbers from this country: United States. Use a mobile number from there.',
    );
  });
});

test('parseCountryList reads ISO codes in any case and reports the rest', () => {
  expect(parseCountryList(' us, ca ,GB')).toEqual({ countries: ['US', 'CA', 'GB'], unknown: [] });
  expect(parseCountryList('US,XX,usa')).toEqual({ countries: ['US'], unknown: ['XX', 'USA'] });
});
