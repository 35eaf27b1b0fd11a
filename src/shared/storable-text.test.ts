import { describe, expect, test } from 'vitest';
import { nameOnOneLine, nameProblem, unstorableCharacter } from './storable-text.ts';

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

describe('nameProblem', () => {
  test.each([
    ['Cy\tDee', 'contains a tab (U+0009): a name is one line, remove it'],
    ['two\nlines', 'contains a line break (U+000A): a name is one line, remove it'],
    ['two\r\nlines', 'contains a line break (U+000D): a name is one line, remove it'],
    ['next line \u0085x', 'contains a line break (U+0085): a name is one line, remove it'],
    ['line\u2028separator', 'contains a line break (U+2028): a name is one line, remove it'],
    ['paragraph\u2029separator', 'contains a line break (U+2029): a name is one line, remove it'],
    ['vertical\u000Btab', 'contains a line break (U+000B): a name is one line, remove it'],
    ['bell\u0007', 'contains a control character (U+0007): remove it'],
    ['delete\u007Fx', 'contains a control character (U+007F): remove it'],
    ['\u202Eesrever', 'contains a hidden text-direction control (U+202E): remove it'],
    ['embed\u202Ax', 'contains a hidden text-direction control (U+202A): remove it'],
    ['isolate\u2068x\u2069', 'contains a hidden text-direction control (U+2068): remove it'],
    ['not\uFFFEtext', 'contains a character that is not text (U+FFFE): remove it'],
    ['lone \uD800 surrogate', 'contains a broken character (U+D800): type it again'],
  ])('%j → %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  test.each([
    'Ana Díaz',
    '+15 guest',
    '-minus, comma',
    'Sam "Sammy"; Jr.',
    'O’Neil – “quotes”',
    '🎉 👩‍👩‍👧 東京',
    '\u200Fمريم العلي',
    '\u200Eleft-to-right mark',
    '  Bea\t',
    '\nleading and trailing line breaks are trimmed\r\n',
  ])('%j is a name', (name) => {
    expect(nameProblem(name)).toBeUndefined();
  });
});

describe('nameOnOneLine', () => {
  test('a name stored before the check reads as one line', () => {
    expect(nameOnOneLine('Dee\nDee')).toBe('Dee Dee');
    expect(nameOnOneLine(' Old\u0001\u202EName\r\n')).toBe('OldName');
    expect(nameOnOneLine('Cy\t\u2028Dee')).toBe('Cy Dee');
    expect(nameOnOneLine('Zoë, Jr.')).toBe('Zoë, Jr.');
  });
});
