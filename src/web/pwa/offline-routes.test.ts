import { describe, expect, test } from 'vitest';
import { isAppPage, isMemberOfflineApi, persistsOffline } from './offline-routes.ts';

describe('the answers kept for the basement', () => {
  test.each(['/api/passes', '/api/passes/abc-123', '/api/reservations', '/api/reservations/r-1'])(
    '%s is saved for offline',
    (pathname) => expect(isMemberOfflineApi(pathname)).toBe(true),
  );

  test.each([
    '/api/passes/abc-123/calendar.ics',
    '/api/reservations/r-1/calendar.ics',
    '/api/guestlist-entries/e-1/cancel',
    '/api/reservations/r-1/cancel',
    '/api/clubs',
    '/api/live',
    '/api/admin/nights',
    '/api/door/check-ins',
    '/api/auth/session',
    '/api/passesx',
  ])('%s always comes from the network', (pathname) => expect(isMemberOfflineApi(pathname)).toBe(false));
});

describe('the pages the app shell answers offline', () => {
  test.each([
    '/',
    '/passes',
    '/passes/abc',
    '/my-reservations/r-1',
    '/join-guestlist/c-1',
    '/admin/dashboard',
  ])('%s is an app page', (pathname) => expect(isAppPage(pathname)).toBe(true));

  test.each([
    '/api',
    '/api/clubs',
    '/dev/sms',
    '/dev',
    '/assets/app-1.js',
    '/serviceWorker.js',
    '/favicon.svg',
  ])('%s is not', (pathname) => expect(isAppPage(pathname)).toBe(false));
});

describe('SPEC §7: staff pages keep nothing offline', () => {
  test.each([
    'https://nightlist.app/',
    'https://nightlist.app/passes/abc',
    'https://nightlist.app/scanner-tips',
  ])('a request from %s may be saved', (referrer) => expect(persistsOffline(referrer)).toBe(true));

  test.each([
    'https://nightlist.app/admin',
    'https://nightlist.app/admin/dashboard?club=1',
    'https://nightlist.app/x/admin/y',
    'https://nightlist.app/scan',
    'https://nightlist.app/scan/door',
    '',
    'about:client',
  ])('a request from %j is not', (referrer) => expect(persistsOffline(referrer)).toBe(false));
});
