import { describe, expect, test } from 'vitest';
import { unstorableCharacter } from './storable-text.ts';

describe('unstorableCharacter', () => {
  test.each([
    ['a\u0000b', 'U+0000'],
    ['\u0001', 'U+0001'],
    ['line\u000Bbreak', 'U+000B'],
    ['form\u000Cfeed', 'U+000C'],
    ['\u001F', 'U+001F'],
    ['delete\u007F', 'U+007F'],
    ['next line \u0085', 'U+0085'],
    ['\u009F', 'U+009F'],
    ['lone high \uD800 surrogate', 'U+D800'],
    ['lone low \uDFFF surrogate', 'U+DFFF'],
    ['reversed pair \uDE00\uD83D', 'U+DE00'],
    ['pair at the end \uD83D', 'U+D83D'],
  ])('%j → %s', (text, character) => {
    expect(unstorableCharacter(text)).toBe(character);
  });

  test.each([
    '',
    'Ana Díaz',
    'tab\there',
    'two\nlines\r\n',
    '🎉 party',
    '東京',
    'O’Neil – “quotes”',
    '\u200Fright-to-left mark',
    '\uFEFFbyte order mark',
  ])('%j is accepted', (text) => {
    expect(unstorableCharacter(text)).toBeUndefined();
  });
});
