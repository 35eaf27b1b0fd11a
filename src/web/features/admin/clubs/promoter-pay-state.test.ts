import { describe, expect, test } from 'vitest';
import { describeRates, payDraftFrom, ratesFromDraft, validatePayDraft } from './promoter-pay-state.ts';

const draft = (patch: Partial<ReturnType<typeof payDraftFrom>> = {}) => ({
  ...payDraftFrom(null),
  lady: '12',
  man: '8.50',
  ...patch,
});

describe('promoter pay form', () => {
  test('unknown rates give an empty form; known ones fill it', () => {
    expect(payDraftFrom(null)).toEqual({ lady: '', man: '', bonusOn: false, bonusAfter: '', bonus: '' });
    expect(payDraftFrom({ lady: 10, man: 6, bonusAfter: 20, bonus: 1.5 })).toEqual({
      lady: '10',
      man: '6',
      bonusOn: true,
      bonusAfter: '20',
      bonus: '1.5',
    });
  });

  test('amounts as people type them; the bonus only when it is on', () => {
    expect(validatePayDraft(draft())).toEqual({});
    expect(ratesFromDraft(draft({ lady: '$12', bonusAfter: '5', bonus: '3' }))).toEqual({
      lady: 12,
      man: 8.5,
      bonusAfter: null,
      bonus: 0,
    });
    expect(ratesFromDraft(draft({ bonusOn: true, bonusAfter: ' 20 ', bonus: '2' }))).toEqual({
      lady: 12,
      man: 8.5,
      bonusAfter: 20,
      bonus: 2,
    });
  });

  test('empty boxes and text that is no amount are ours to say; limits are the server’s', () => {
    expect(validatePayDraft(draft({ lady: '', man: 'ten' }))).toEqual({
      lady: 'Type an amount in dollars: 0 for none.',
      man: 'Type dollars and cents, e.g. 12 or 12.50.',
    });
    expect(validatePayDraft(draft({ lady: '1.234' })).lady).toBeDefined();
    // Negative and too much go to the server, whose message shows under the field.
    expect(validatePayDraft(draft({ lady: '-5', man: '20000' }))).toEqual({});
    expect(ratesFromDraft(draft({ lady: '-5' })).lady).toBe(-5);
    expect(validatePayDraft(draft({ bonusOn: true, bonusAfter: '2.5', bonus: '' }))).toEqual({
      bonusAfter: 'Type a whole number of guests, e.g. 20.',
      bonus: 'Type an amount in dollars: 0 for none.',
    });
  });

  test('the pay in one line', () => {
    expect(describeRates({ lady: 12, man: 8.5, bonusAfter: null, bonus: 0 })).toBe('$12 a lady, $8.50 a man');
    expect(describeRates({ lady: 12, man: 8, bonusAfter: 1, bonus: 2 })).toBe(
      '$12 a lady, $8 a man; after 1 arrival a night, +$2 a guest',
    );
  });
});
