// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { themeFor } from '../theme/theme.ts';
import { WalletButtons } from './wallet-buttons.tsx';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function show(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  render(
    <ThemeProvider theme={themeFor('male')}>
      <WalletButtons
        appleHref="/api/passes/p1/wallet/apple"
        googleLinkPath="/api/passes/p1/wallet/google"
        passLabel="Neon Room, Thursday, December 3"
      />
    </ThemeProvider>,
  );
}

const apple = () =>
  screen.queryByRole('link', { name: 'Add to Apple Wallet: Neon Room, Thursday, December 3' });
const google = () =>
  screen.queryByRole('button', { name: 'Add to Google Wallet: Neon Room, Thursday, December 3' });

describe('WalletButtons', () => {
  test('an iPhone gets Apple’s badge, a link to the signed pass', () => {
    show(IPHONE);
    expect(apple()?.getAttribute('href')).toBe('/api/passes/p1/wallet/apple');
    expect(google()).toBeNull();
  });

  test('an Android phone gets Google’s, which opens the signed save link', async () => {
    show(ANDROID);
    expect(apple()).toBeNull();
    const fetch = vi.fn(async () => Response.json({ url: 'https://pay.google.com/gp/v/save/eyJ' }));
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await act(async () => fireEvent.click(google()!));
    expect(fetch).toHaveBeenCalledWith('/api/passes/p1/wallet/google', expect.anything());
    expect(assign).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/eyJ');
  });

  test('a desktop elsewhere gets both; a failed link says so', async () => {
    show(LINUX);
    expect(apple()).not.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await act(async () => fireEvent.click(google()!));
    expect(screen.getByRole('alert').textContent).toBe(
      'Google Wallet could not be opened. Check your connection and try again.',
    );
  });
});
