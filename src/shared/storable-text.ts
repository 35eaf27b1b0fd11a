/**
 * Characters no field accepts: U+0000 (PostgreSQL cannot store it in text), the other C0 and C1
 * control characters except tab, line feed and carriage return (nobody types them; they break
 * exports and terminals), and UTF-16 surrogates without their pair (no UTF-8 encoding exists).
 */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The first character of `text` no field accepts, as `U+0000`, or undefined when there is none. */
export function unstorableCharacter(text: string): string | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

export function unstorableMessage(character: string): string {
  return `contains a control character (${character}) or a broken one, which cannot be stored: remove it`;
}
