// Screenshots of pages at phone and desktop width in both themes, for looking at what we build.
// Usage: node scripts/screenshots.ts http://localhost:3000 / /terms ...   (written to .tmp/screens)
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const [base = 'http://localhost:3000', ...pages] = process.argv.slice(2);
const routes = pages.length > 0 ? pages : ['/'];
const outDir = path.resolve('.tmp/screens');
await fs.mkdir(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
try {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    for (const gender of ['female', 'male']) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: 'dark' });
      const page = await context.newPage();
      for (const route of routes) {
        const url = new URL(route, base);
        url.searchParams.set('gender', gender);
        await page.goto(url.toString(), { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const file = path.join(
          outDir,
          `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${viewport.name}-${gender}.png`,
        );
        await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
