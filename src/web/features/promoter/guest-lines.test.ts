import { describe, expect, it } from 'vitest';
import { GUESTS_MAX, parseGuestLines, splitName } from './guest-lines.ts';

describe('a pasted guest list', () => {
  it('reads "Name, phone, L/M" per line, with other separators and orders too', () => {
    const lines = parseGuestLines(
      [
        'Mia Wong, 646 555 0101, L',
        '',
        'Leo de la Cruz; (646) 555-0102; m',
        '+447700900123\tLady\tAnn Lee',
      ].join('\n'),
    );
    expect(lines).toEqual([
      {
        line: 1,
        text: 'Mia Wong, 646 555 0101, L',
        guest: { firstName: 'Mia', lastName: 'Wong', phoneNumber: '+16465550101', gender: 'female' },
      },
      {
        line: 3,
        text: 'Leo de la Cruz; (646) 555-0102; m',
        guest: { firstName: 'Leo', lastName: 'de la Cruz', phoneNumber: '+16465550102', gender: 'male' },
      },
      {
        line: 4,
        text: '+447700900123\tLady\tAnn Lee',
        guest: { firstName: 'Ann', lastName: 'Lee', phoneNumber: '+447700900123', gender: 'female' },
      },
    ]);
  });

  it('says what is wrong with each line that does not read', () => {
    const errors = parseGuestLines(
      [
        'Mia, 6465550101, L',
        'Mia Wong, L',
        'Mia Wong, 6465550101',
        'Mia Wong, 555 0101, L',
        'Mia Wong, Extra Words, 6465550103, M',
        'Zoe Park, 6465550104, L',
        'Zoe Again, 646-555-0104, L',
      ].join('\n'),
    ).map((line) => line.error);
    expect(errors).toEqual([
      'Add Mia’s last name.',
      'Add a phone number: Name, phone, L/M.',
      'Add L (lady) or M (man) after the phone.',
      'Please enter a valid 10-digit US phone number.',
      'Write it as: Name, phone, L/M.',
      undefined,
      'The same number as line 6.',
    ]);
  });

  it(`takes at most ${GUESTS_MAX} guests at once`, () => {
    const text = Array.from(
      { length: GUESTS_MAX + 1 },
      (_, i) => `Guest Number${i}, 646555${String(1000 + i)}, M`,
    ).join('\n');
    const lines = parseGuestLines(text);
    expect(lines.filter((line) => line.guest)).toHaveLength(GUESTS_MAX);
    expect(lines.at(-1)?.error).toMatch(/At most 50 guests/);
  });

  it('splits a name into the first name and the rest', () => {
    expect(splitName('  Mary  Ann Smith ')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitName('Cher')).toEqual({ error: 'Add Cher’s last name.' });
  });
});
