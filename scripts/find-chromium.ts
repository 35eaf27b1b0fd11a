/**
 * Which Chromium or Chrome the browser-driving tools launch, looked up the way people have one:
 * `CHROME_PATH`, then Playwright's own download, then the usual system installs. Pure: the caller
 * passes how to tell whether a file exists, so the order can be tested without those browsers.
 */

/** The usual places of a system Chromium or Chrome, most common first. */
export const SYSTEM_BROWSERS: Readonly<Partial<Record<NodeJS.Platform, readonly string[]>>> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    // Ubuntu's Chromium is a snap (its /usr/bin/chromium-browser only starts it); other
    // distributions put snaps' commands under /var/lib/snapd.
    '/snap/bin/chromium',
    '/var/lib/snapd/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
};

export const NO_BROWSER =
  'No Chromium or Chrome found: set CHROME_PATH, or run `npx playwright install chromium`, or `apt-get install chromium`';

export interface ChromiumLookup {
  /** `CHROME_PATH`: when set, it is the answer, or an error if nothing is there. */
  chromePath: string | undefined;
  platform: NodeJS.Platform;
  /** Where Playwright keeps its own Chromium (`chromium.executablePath()`), installed or not. */
  playwrightPath: () => string | undefined;
  exists: (file: string) => boolean;
}

export type ChromiumFound =
  | { path: string; source: 'CHROME_PATH' | 'Playwright' | 'system' }
  | { error: string };

export function findChromium(lookup: ChromiumLookup): ChromiumFound {
  const { chromePath, platform, playwrightPath, exists } = lookup;
  if (chromePath) {
    return exists(chromePath)
      ? { path: chromePath, source: 'CHROME_PATH' }
      : {
          error: `CHROME_PATH is ${chromePath}, which does not exist: point it at a Chromium or Chrome binary`,
        };
  }
  const playwright = playwrightPath();
  if (playwright && exists(playwright)) return { path: playwright, source: 'Playwright' };
  const system = (SYSTEM_BROWSERS[platform] ?? []).find((file) => exists(file));
  return system ? { path: system, source: 'system' } : { error: NO_BROWSER };
}
