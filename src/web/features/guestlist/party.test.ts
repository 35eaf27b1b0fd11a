import { describe, expect, it } from 'vitest';
import type { Gender } from '../../../shared/clubs.ts';
import {
  describeParty,
  guestNamesToSend,
  initialParty,
  prefilledParty,
  spotsNote,
  stepperLimits,
} from './party.ts';

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

describe('prefilledParty', () => {
  const bothOpen = () => true;
  const onlyLadies = (g: Gender) => g === 'female';

  it('starts with the party the link asks for', () => {
    expect(prefilledParty({ ladies: 2, men: 1 }, 'female', 8, bothOpen)).toEqual({ ladies: 2, men: 1 });
    expect(prefilledParty({ ladies: 0, men: 3 }, 'male', 8, bothOpen)).toEqual({ ladies: 0, men: 3 });
  });

  it('counts the member in: at least one on their own side', () => {
    expect(prefilledParty({ ladies: 0, men: 2 }, 'female', 8, bothOpen)).toEqual({ ladies: 1, men: 2 });
    expect(prefilledParty({ ladies: 2, men: 0 }, 'male', 8, bothOpen)).toEqual({ ladies: 2, men: 1 });
  });

  it('starts a count the link leaves out as the form would', () => {
    expect(prefilledParty({ ladies: 3 }, 'female', 8, bothOpen)).toEqual({ ladies: 3, men: 0 });
    expect(prefilledParty({ ladies: 3 }, 'male', 8, bothOpen)).toEqual({ ladies: 3, men: 1 });
  });

  it('keeps the party within the club’s maximum, the member’s side first', () => {
    expect(prefilledParty({ ladies: 2, men: 9 }, 'female', 6, bothOpen)).toEqual({ ladies: 2, men: 4 });
    expect(prefilledParty({ ladies: 20, men: 2 }, 'female', 6, bothOpen)).toEqual({ ladies: 6, men: 0 });
  });

  it('puts nobody on a list that is not open, besides the member', () => {
    expect(prefilledParty({ ladies: 2, men: 2 }, 'female', 8, onlyLadies)).toEqual({ ladies: 2, men: 0 });
    expect(prefilledParty({ ladies: 2, men: 3 }, 'male', 8, onlyLadies)).toEqual({ ladies: 2, men: 1 });
  });
});
