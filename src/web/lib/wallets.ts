/** Which Wallet buttons a device gets: its own Wallet only where we can tell, both elsewhere. */
export interface WalletChoice {
  apple: boolean;
  google: boolean;
}

/**
 * iPhone, iPad and Safari on a Mac: Apple Wallet only (a Mac's Safari adds the pass to the paired
 * iPhone). Android: Google Wallet only (a .pkpass is of no use there). A desktop browser elsewhere:
 * both, Apple's first, since the member may carry either phone.
 */
export function walletsFor(userAgent: string): WalletChoice {
  if (/Android/i.test(userAgent)) return { apple: false, google: true };
  if (/iPhone|iPad|iPod/.test(userAgent)) return { apple: true, google: false };
  const macSafari =
    /Macintosh/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/Chrome|Chromium|Edg|Firefox/.test(userAgent);
  if (macSafari) return { apple: true, google: false };
  return { apple: true, google: true };
}
