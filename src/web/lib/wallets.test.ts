import { describe, expect, test } from 'vitest';
import { walletsFor } from './wallets.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('walletsFor', () => {
  test('each phone gets its own Wallet; a desktop elsewhere gets both', () => {
    expect(walletsFor(IPHONE)).toEqual({ apple: true, google: false });
    expect(walletsFor(PIXEL)).toEqual({ apple: false, google: true });
    expect(walletsFor(MAC_SAFARI)).toEqual({ apple: true, google: false });
    expect(walletsFor(MAC_CHROME)).toEqual({ apple: true, google: true });
    expect(walletsFor(WINDOWS)).toEqual({ apple: true, google: true });
  });
});
