import { describe, expect, test } from 'vitest';
import {
  adminPhoneVariants,
  DEFAULT_COUNTRY_CODE,
  formatPhoneNumber,
  INTERNATIONAL_MIN_LENGTH,
  normalizePhoneNumber,
  PHONE_ERRORS,
  PHONE_HINT,
  US_NUMBER_LENGTH,
} from './phone.ts';

describe('SPEC §5 and §9 phone constants', () => {
  test('default country code +1, international minimum 11 characters, US length 10', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('+1');
    expect(INTERNATIONAL_MIN_LENGTH).toBe(11);
    expect(US_NUMBER_LENGTH).toBe(10);
  });

  test('hint and error texts are the SPEC’s, word for word', () => {
    expect(PHONE_HINT).toBe('+[COUNTRY_CODE][NUMBER] for international numbers');
    expect(PHONE_ERRORS).toEqual({
      invalidFormat: 'Invalid phone number format',
      invalidUs: 'Please enter a valid 10-digit US phone number',
    });
  });
});

describe('normalizePhoneNumber: without a leading +, exactly 10 digits and +1 is prepended', () => {
  test.each([
    ['2125550100', '+12125550100'],
    ['(212) 555-0100', '+12125550100'],
    [' 212.555.0100 ', '+12125550100'],
    ['212 555 0100 ext', '+12125550100'],
    ['0000000000', '+10000000000'],
  ])('%j → %s', (input, phoneNumber) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: true, phoneNumber });
  });

  test.each([
    ['9 digits', '212555010'],
    ['11 digits (a US number typed with its 1)', '12125550100'],
    ['empty', ''],
    ['no digits', 'call me'],
    ['a + that is not leading', '1+2125550100'],
  ])('%s (%j) → "Please enter a valid 10-digit US phone number"', (_label, input) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: false, error: PHONE_ERRORS.invalidUs });
  });
});

describe('normalizePhoneNumber: with a leading +, non-digits stripped, at least 11 characters', () => {
  test.each([
    ['+12125550100', '+12125550100'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['+44 20 7946 0958', '+442079460958'],
    [' +33 1 23 45 67 89', '+33123456789'],
    ['+1234567890', '+1234567890'],
  ])('%j → %s', (input, phoneNumber) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: true, phoneNumber });
  });

  test.each([
    ['10 characters, one short', '+123456789'],
    ['a lone +', '+'],
    ['+ and letters', '+abc'],
    ['short, padded with spaces', '+1 212 5 '],
  ])('%s (%j) → "Invalid phone number format"', (_label, input) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: false, error: PHONE_ERRORS.invalidFormat });
  });
});

describe('adminPhoneVariants (SPEC §6)', () => {
  test('a +1 number is also checked without the prefix', () => {
    expect(adminPhoneVariants('+12125550100')).toEqual(['+12125550100', '2125550100']);
  });

  test('any other number is also checked with +1 prepended', () => {
    expect(adminPhoneVariants('2125550100')).toEqual(['2125550100', '+12125550100']);
    expect(adminPhoneVariants('+442079460958')).toEqual(['+442079460958', '+1+442079460958']);
  });
});

describe('formatPhoneNumber', () => {
  test('US numbers in groups, others as stored', () => {
    expect(formatPhoneNumber('+12125550141')).toBe('+1 212 555 0141');
    expect(formatPhoneNumber('+442079460958')).toBe('+442079460958');
    expect(formatPhoneNumber('+1212555014')).toBe('+1212555014');
  });
});
