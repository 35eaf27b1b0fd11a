import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { type ChromiumFound, findChromium } from './find-chromium.ts';

/**
 * The Chromium or Chrome every browser-driving tool here launches, as `findChromium` looks it up
 * on this machine. Nothing ever downloads a browser: with none, the tool stops with one line
 * saying how to get one.
 */
export function lookUpChromium(): ChromiumFound {
  return findChromium({
    chromePath: process.env.CHROME_PATH,
    platform: process.platform,
    playwrightPath: () => {
      try {
        return chromium.executablePath();
      } catch {
        return undefined;
      }
    },
    exists: existsSync,
  });
}

let found: string | undefined;

/** The browser's path; with none, prints the one line of `lookUpChromium` and exits. */
export function chromiumPath(): string {
  if (found) return found;
  const lookup = lookUpChromium();
  if ('error' in lookup) {
    console.error(lookup.error);
    process.exit(1);
  }
  found = lookup.path;
  return found;
}

/**
 * The background-networking flags matter: a machine without internet (CI) would otherwise keep
 * Chromium trying to reach Google's hosts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
