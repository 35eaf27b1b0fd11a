import { describe, expect, test } from 'vitest';
import { DISPLAY_NAME_MAX, promoterDisplayName } from './promoter-display-name.ts';

describe('promoterDisplayName', () => {
  test.each([
    ['Jay', 'Smith', 'Jay S.'],
    ['Zoë', "O'Neil", 'Zoë O.'],
    ['Mary Ann', '', 'Mary Ann'],
    ['  ', 'Smith', 'Your promoter'],
    ['José', 'Álvarez', 'José Á.'],
  ])('%s %s → %s', (first, last, shown) => {
    expect(promoterDisplayName(first, last)).toBe(shown);
  });

  test.each([
    ['a link', 'Jay www.free-drinks.example', 'Smith'],
    ['an https link', 'https://bit.ly/x', 'Smith'],
    ['a phone number', 'Call 900-555-0100', 'Smith'],
    ['an email', 'jay@example.com', 'Smith'],
    ['a link as the last name', 'Jay', '.example.com/free'],
  ])('carries no %s', (_what, first, last) => {
    const shown = promoterDisplayName(first, last);
    expect(shown).not.toMatch(/[/:@0-9]/);
    expect(shown).not.toMatch(/\.[A-Za-z]/);
  });

  test(`is at most ${DISPLAY_NAME_MAX} letters and an initial`, () => {
    expect(promoterDisplayName('A'.repeat(60), 'Smith')).toBe(`${'A'.repeat(DISPLAY_NAME_MAX)} S.`);
  });
});
