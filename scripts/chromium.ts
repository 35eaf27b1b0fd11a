/**
 * Debian's Chromium, as every browser-driving tool here launches it. The background-networking
 * flags matter: this machine has no internet, and without them Chromium keeps trying to reach
 * Google's hosts. Nothing ever downloads a browser.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
