import { describe, expect, test } from 'vitest';
import { describeRates, payDraftFrom, ratesFromDraft, validatePayDraft } from './promoter-pay-state.ts';

const draft = (patch: Partial<ReturnType<typeof payDraftFrom>> = {}) => ({
  ...payDraftFrom(null),
  ladyCents: '12',
  manCents: '8.50',
  ...patch,
});

describe('promoter pay form', () => {
  test('unknown rates give an empty form; known ones fill it', () => {
    expect(payDraftFrom(null)).toEqual({
      ladyCents: '',
      manCents: '',
      bonusOn: false,
      bonusAfter: '',
      bonusCents: '',
    });
    expect(payDraftFrom({ ladyCents: 1_000, manCents: 600, bonusAfter: 20, bonusCents: 150 })).toEqual({
      ladyCents: '10',
      manCents: '6',
      bonusOn: true,
      bonusAfter: '20',
      bonusCents: '1.5',
    });
  });

  test('amounts as people type them; the bonus only when it is on', () => {
    expect(validatePayDraft(draft())).toEqual({});
    // Sent in cents, read from the digits typed ("0.29" is 29, never 28.999…).
    expect(ratesFromDraft(draft({ ladyCents: '$12', bonusAfter: '5', bonusCents: '3' }))).toEqual({
      ladyCents: 1_200,
      manCents: 850,
      bonusAfter: null,
      bonusCents: 0,
    });
    expect(ratesFromDraft(draft({ bonusOn: true, bonusAfter: ' 20 ', bonusCents: '.29' }))).toEqual({
      ladyCents: 1_200,
      manCents: 850,
      bonusAfter: 20,
      bonusCents: 29,
    });
  });

  test('empty boxes and text that is no amount are ours to say; limits are the server’s', () => {
    expect(validatePayDraft(draft({ ladyCents: '', manCents: 'ten' }))).toEqual({
      ladyCents: 'Type an amount in dollars: 0 for none.',
      manCents: 'Type dollars and cents, e.g. 12 or 12.50.',
    });
    expect(validatePayDraft(draft({ ladyCents: '1.234' })).ladyCents).toBeDefined();
    expect(validatePayDraft(draft({ ladyCents: '.' })).ladyCents).toBeDefined();
    // Negative and too much go to the server, whose message shows under the field.
    expect(validatePayDraft(draft({ ladyCents: '-5', manCents: '20000' }))).toEqual({});
    expect(ratesFromDraft(draft({ ladyCents: '-5' })).ladyCents).toBe(-500);
    expect(validatePayDraft(draft({ bonusOn: true, bonusAfter: '2.5', bonusCents: '' }))).toEqual({
      bonusAfter: 'Type a whole number of guests, e.g. 20.',
      bonusCents: 'Type an amount in dollars: 0 for none.',
    });
  });

  test('the pay in one line', () => {
    expect(describeRates({ ladyCents: 1_200, manCents: 850, bonusAfter: null, bonusCents: 0 })).toBe(
      '$12 a lady, $8.50 a man',
    );
    expect(describeRates({ ladyCents: 1_200, manCents: 800, bonusAfter: 1, bonusCents: 200 })).toBe(
      '$12 a lady, $8 a man; after 1 arrival a night, +$2 a guest',
    );
  });
});
