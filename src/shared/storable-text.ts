/**
 * Characters no field accepts: U+0000 (PostgreSQL cannot store it in text), the other C0 and C1
 * control characters except tab, line feed and carriage return (nobody types them; they break
 * exports and terminals), and UTF-16 surrogates without their pair (no UTF-8 encoding exists).
 */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** `U+000B` for the first UTF-16 unit of `character`. */
const codePoint = (character: string) =>
  `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character of `text` no field accepts, as `U+0000`, or undefined when there is none. */
export function unstorableCharacter(text: string): string | undefined {
  const match = UNSTORABLE.exec(text);
  return match ? codePoint(match[0]) : undefined;
}

export function unstorableMessage(character: string): string {
  return `contains a control character (${character}) or a broken one, which cannot be stored: remove it`;
}

/**
 * What a name (a person's, a guest's, a club's, a table's) may not hold either. A name is one line
 * of plain text: the exports give each its own cell and the calendar and the door list one per
 * line, so a tab or a line break (U+2028 and U+2029 included) in a name makes it read as two.
 * Explicit text-direction controls (U+202A–U+202E, U+2066–U+2069) can show a name reversed or carry
 * its direction into the text after it; the marks people do type (U+200E, U+200F) stay allowed.
 * U+FFFE and U+FFFF are not characters: an XLSX cannot carry them, so the two exports would differ.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks are control characters.
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Why `name` cannot be a name, in plain words that end with what to do ("contains a tab (U+0009):
 * a name is one line, remove it"), or undefined when it can. Whitespace at either end is no problem:
 * names are trimmed before they are stored.
 */
export function nameProblem(name: string): string | undefined {
  const text = name.trim();
  const match = NOT_IN_A_NAME.exec(text);
  if (!match) {
    // What else no field accepts is a surrogate without its pair.
    const broken = unstorableCharacter(text);
    return broken ? `contains a broken character (${broken}): type it again` : undefined;
  }
  const character = match[0];
  const at = codePoint(character);
  if (character === '\t') return `contains a tab (${at}): a name is one line, remove it`;
  if (LINE_BREAK.test(character)) return `contains a line break (${at}): a name is one line, remove it`;
  if (DIRECTION_CONTROL.test(character)) return `contains a hidden text-direction control (${at}): remove it`;
  if (character === '\uFFFE' || character === '\uFFFF')
    return `contains a character that is not text (${at}): remove it`;
  return `contains a control character (${at}): remove it`;
}

const NOT_IN_A_NAME_ANYWHERE = new RegExp(NOT_IN_A_NAME.source, 'gu');
// biome-ignore lint/suspicious/noControlCharactersInRegex: tabs and line breaks are control characters.
const TABS_AND_LINE_BREAKS = /[\t\n\r\u000B\u000C\u0085\u2028\u2029]+/g;

/**
 * A name as one line, for text that lists names one per line (the calendar): in a name stored
 * before they were refused, tabs and line breaks become a space and other such characters go, as
 * they do in the exports.
 */
export function nameOnOneLine(name: string): string {
  return name.replace(TABS_AND_LINE_BREAKS, ' ').replace(NOT_IN_A_NAME_ANYWHERE, '').trim();
}
