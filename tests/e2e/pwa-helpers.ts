import type { Page } from '@playwright/test';

/** Waits until the service worker has installed and controls the page (the first visit's setup). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}
