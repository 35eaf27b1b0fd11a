import { describe, expect, it } from 'vitest';
import { type ChromiumLookup, findChromium, NO_BROWSER, SYSTEM_BROWSERS } from './find-chromium.ts';

const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';

/** A machine whose only files are `files`. */
function machine(files: string[], overrides: Partial<ChromiumLookup> = {}): ChromiumLookup {
  const present = new Set(files);
  return {
    chromePath: undefined,
    platform: 'linux',
    playwrightPath: () => PLAYWRIGHT,
    exists: (file) => present.has(file),
    ...overrides,
  };
}

describe('findChromium', () => {
  it('takes CHROME_PATH first, over Playwright and system browsers', () => {
    const found = findChromium(
      machine(['/opt/my/chrome', PLAYWRIGHT, '/usr/bin/chromium'], { chromePath: '/opt/my/chrome' }),
    );
    expect(found).toEqual({ path: '/opt/my/chrome', source: 'CHROME_PATH' });
  });

  it('refuses a CHROME_PATH with nothing there instead of looking elsewhere', () => {
    const found = findChromium(machine([PLAYWRIGHT, '/usr/bin/chromium'], { chromePath: '/nope/chrome' }));
    expect(found).toEqual({
      error: 'CHROME_PATH is /nope/chrome, which does not exist: point it at a Chromium or Chrome binary',
    });
  });

  it('treats an empty CHROME_PATH as unset', () => {
    expect(findChromium(machine(['/usr/bin/chromium'], { chromePath: '' }))).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it("takes Playwright's installed Chromium before a system one", () => {
    expect(findChromium(machine([PLAYWRIGHT, '/usr/bin/chromium']))).toEqual({
      path: PLAYWRIGHT,
      source: 'Playwright',
    });
  });

  it("skips Playwright's path when its browser was never installed, or Playwright has none", () => {
    expect(findChromium(machine(['/usr/bin/google-chrome']))).toEqual({
      path: '/usr/bin/google-chrome',
      source: 'system',
    });
    expect(findChromium(machine(['/usr/bin/google-chrome'], { playwrightPath: () => undefined }))).toEqual({
      path: '/usr/bin/google-chrome',
      source: 'system',
    });
  });

  it('looks through the Linux locations in order', () => {
    const linux = SYSTEM_BROWSERS.linux ?? [];
    expect(linux.slice(0, 4)).toEqual([
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
    ]);
    expect(linux).toContain('/snap/bin/chromium');
    const checked: string[] = [];
    findChromium(
      machine([], {
        exists: (file) => {
          checked.push(file);
          return false;
        },
      }),
    );
    expect(checked).toEqual([PLAYWRIGHT, ...linux]);
    // The first one present wins.
    expect(findChromium(machine(['/usr/bin/google-chrome-stable', '/snap/bin/chromium']))).toEqual({
      path: '/usr/bin/google-chrome-stable',
      source: 'system',
    });
  });

  it("finds Chrome in macOS's Applications, not Linux paths", () => {
    expect(findChromium(machine([MAC_CHROME, '/usr/bin/chromium'], { platform: 'darwin' }))).toEqual({
      path: MAC_CHROME,
      source: 'system',
    });
    expect(
      findChromium(
        machine(['/Applications/Chromium.app/Contents/MacOS/Chromium'], {
          platform: 'darwin',
        }),
      ),
    ).toEqual({ path: '/Applications/Chromium.app/Contents/MacOS/Chromium', source: 'system' });
  });

  it('says in one line how to get a browser when there is none', () => {
    expect(findChromium(machine([]))).toEqual({ error: NO_BROWSER });
    expect(findChromium(machine([], { platform: 'win32' }))).toEqual({ error: NO_BROWSER });
    expect(NO_BROWSER).not.toContain('\n');
    expect(NO_BROWSER).toMatch(/CHROME_PATH.*npx playwright install chromium.*apt-get install chromium/);
  });
});
