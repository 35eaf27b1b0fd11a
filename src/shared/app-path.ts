/**
 * Whether `path` is a page of this app, safe to navigate to from stored or received text: it must
 * start with one `/` and stay on this origin. Browsers read `\` as `/`, so `/\evil.example` is the
 * protocol-relative `//evil.example`; control characters and whitespace are dropped or refused
 * inconsistently by URL parsers, so no path containing them is trusted.
 */
export function isAppPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path[1] === '/' || path[1] === '\\') return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\\\u0000-\u001F\u007F\s]/.test(path)) return false;
  const base = 'https://nightlist.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}
