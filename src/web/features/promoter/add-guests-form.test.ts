import { describe, expect, test } from 'vitest';
import { type AddGuestsValues, addGuestsSchema, EMPTY_GUESTS_FORM, guestsToSend } from './add-guests-form.ts';

const CLUB = '5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const schema = addGuestsSchema(CLUB, '2026-11-26');
const errors = (values: Partial<AddGuestsValues>) => {
  const result = schema.safeParse({ ...EMPTY_GUESTS_FORM, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const mia = {
  firstName: ' Mia ',
  lastName: 'Wong',
  phoneNumber: '(646) 555-0101',
  gender: 'female',
} as const;

describe('the ADD GUESTS form', () => {
  test('one guest: each blank says what to add, at its field', () => {
    expect(errors({})).toEqual({
      firstName: 'Add the first name.',
      lastName: 'Add the last name.',
      phoneNumber: 'Add the phone number the guest gets the pass on.',
      gender: 'Pick lady or man.',
    });
  });

  test("one guest: the API's own rules speak at the fields, before anything is sent", () => {
    const found = errors({ ...mia, lastName: 'Wong\u0007', phoneNumber: '555' });
    expect(Object.keys(found).sort()).toEqual(['lastName', 'phoneNumber']);
    expect(found.lastName).toMatch(/control character/);
    expect(found.phoneNumber).toMatch(/phone number/);
    expect(errors(mia)).toEqual({});
  });

  test('one guest is sent trimmed, the number normalised', () => {
    expect(guestsToSend({ ...EMPTY_GUESTS_FORM, ...mia })).toEqual([
      { firstName: 'Mia', lastName: 'Wong', phoneNumber: '+16465550101', gender: 'female' },
    ]);
  });

  test('a pasted list: nothing pasted, or lines to fix, said under the list', () => {
    expect(errors({ mode: 'paste' })).toEqual({ paste: 'Paste your guests, one per line.' });
    expect(errors({ mode: 'paste', paste: 'Mia Wong, 646 555 0101, L\nLeo, 646 555 0102, M' })).toEqual({
      paste: 'Fix 1 line first: each says what is wrong.',
    });
    const list = 'Mia Wong, 646 555 0101, L\nLeo Park, 646 555 0102, M';
    expect(errors({ mode: 'paste', paste: list })).toEqual({});
    expect(guestsToSend({ ...EMPTY_GUESTS_FORM, mode: 'paste', paste: list })).toHaveLength(2);
  });
});
