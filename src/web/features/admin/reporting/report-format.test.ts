import { describe, expect, test } from 'vitest';
import { conversionText, genderMix, partyIn, partyMakeUp, selfCheckInsText } from './report-format.ts';

describe('report wording', () => {
  test('conversion is a whole percent, a dash without anyone on the list', () => {
    expect(conversionText(0.746)).toBe('75%');
    expect(conversionText(1)).toBe('100%');
    expect(conversionText(0)).toBe('0%');
    expect(conversionText(null)).toBe('—');
  });

  test('the gender mix names unknown arrivals only when there are some', () => {
    expect(genderMix({ ladiesArrived: 3, menArrived: 1, unknownArrived: 0 })).toBe('3 ladies · 1 man');
    expect(genderMix({ ladiesArrived: 1, menArrived: 0, unknownArrived: 2 })).toBe(
      '1 lady · 0 men · 2 unknown',
    );
  });

  test('self check-ins say they are not paid', () => {
    expect(selfCheckInsText(1)).toBe('1 self check-in, not paid');
    expect(selfCheckInsText(3)).toBe('3 self check-ins, not paid');
  });

  test('a party: how much of it got in, and who it was', () => {
    expect(partyIn({ ladies: 2, men: 1, arrived: 2 })).toBe('2 of 3 in');
    expect(partyIn({ ladies: 1, men: 0, arrived: 0 })).toBe('0 of 1 in');
    expect(partyMakeUp({ ladies: 2, men: 1 })).toBe('2 ladies, 1 man');
    expect(partyMakeUp({ ladies: 0, men: 3 })).toBe('3 men');
  });
});
