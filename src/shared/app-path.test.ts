import { describe, expect, test } from 'vitest';
import { isAppPath } from './app-path.ts';

describe('isAppPath', () => {
  test.each([
    '/',
    '/passes',
    '/passes/3f1c9a2e-7b1d-4c55-9d7e-1f2a3b4c5d6e',
    '/join-guestlist/abc?x=1#section',
    '/admin/dashboard#guestlist-availability',
  ])('%s is a page of the app', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  test.each([
    ['protocol-relative', '//evil.example'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['backslashes further on', '/\\/evil.example'],
    ['a backslash anywhere', '/passes\\..\\..'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['absolute', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'passes'],
    ['empty', ''],
    ['not text', 42],
    ['null', null],
  ])('%s is refused', (_label, path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
