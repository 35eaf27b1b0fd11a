import { describe, expect, it } from 'vitest';
import { describeParty, guestNamesToSend, initialParty, spotsNote, stepperLimits } from './party.ts';

describe('stepperLimits', () => {
  it('keeps the member in their own gender and the party within the maximum', () => {
    const party = { ladies: 2, men: 1 };
    expect(stepperLimits(party, 'ladies', 'female', 4, true)).toEqual({ min: 1, max: 3 });
    expect(stepperLimits(party, 'men', 'female', 4, true)).toEqual({ min: 0, max: 2 });
    expect(stepperLimits(party, 'men', 'male', 3, true)).toEqual({ min: 1, max: 1 });
  });

  it('allows nobody of a gender whose list is not enabled', () => {
    expect(stepperLimits(initialParty('female'), 'men', 'female', 6, false)).toEqual({ min: 0, max: 0 });
  });
});

describe('guestNamesToSend', () => {
  it('trims, drops blanks and keeps at most one name per other guest', () => {
    expect(guestNamesToSend([' Bea ', '', 'Cy', 'Dee'], { ladies: 2, men: 1 })).toEqual(['Bea', 'Cy']);
    expect(guestNamesToSend(['Bea'], { ladies: 1, men: 0 })).toEqual([]);
  });
});

describe('describeParty', () => {
  it('names each gender in the party', () => {
    expect(describeParty({ ladies: 2, men: 1 })).toBe('2 ladies + 1 man');
    expect(describeParty({ ladies: 0, men: 3 })).toBe('3 men');
  });
});

describe('spotsNote', () => {
  it('warns when the list is full, too small for the party or nearly full', () => {
    expect(spotsNote(null, 3)).toBeNull();
    expect(spotsNote(0, 1)).toBe('full');
    expect(spotsNote(2, 3)).toBe('over');
    expect(spotsNote(5, 3)).toBe('few');
    expect(spotsNote(50, 3)).toBeNull();
    expect(spotsNote(0, 0)).toBeNull();
  });
});
