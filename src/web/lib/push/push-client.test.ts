// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { pushPromptSnoozed, pushSupport, snoozePushPrompt } from './push-client.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/** A browser with (or without) the Push API, standalone or in a tab, with the given permission. */
function browser({
  userAgent,
  push = true,
  standalone = false,
  permission = 'default',
}: {
  userAgent: string;
  push?: boolean;
  standalone?: boolean;
  permission?: NotificationPermission;
}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query.includes('standalone') }));
  // happy-dom has no Push API: without `push` the page has none either.
  if (push) {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('pushSupport', () => {
  test('Android Chrome may subscribe; blocked notifications say so', () => {
    browser({ userAgent: PIXEL });
    expect(pushSupport()).toBe('available');
    browser({ userAgent: PIXEL, permission: 'denied' });
    expect(pushSupport()).toBe('denied');
  });

  test('an iPhone in Safari is told to add the app to the Home Screen; from the Home Screen it may subscribe', () => {
    browser({ userAgent: IPHONE, push: false });
    expect(pushSupport()).toBe('ios-home-screen');
    browser({ userAgent: IPHONE, standalone: true });
    expect(pushSupport()).toBe('available');
  });

  test('a browser without the Push API is unsupported', () => {
    browser({ userAgent: PIXEL, push: false });
    expect(pushSupport()).toBe('unsupported');
  });
});

describe('the prompt after "Not now"', () => {
  test('stays away for two weeks, then may come back', () => {
    const at = Date.UTC(2026, 10, 23, 23);
    expect(pushPromptSnoozed(at)).toBe(false);
    snoozePushPrompt(at);
    expect(pushPromptSnoozed(at + 13 * 86_400_000)).toBe(true);
    expect(pushPromptSnoozed(at + 14 * 86_400_000)).toBe(false);
  });
});
