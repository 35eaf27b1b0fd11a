import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './door-helpers.ts';

/**
 * Pages whose parts load separately must not jump as each arrives (Cumulative Layout Shift). Our
 * own speed insights found three that did: /terms (the footer sat under the empty page while its
 * code loaded, 0.10 to 0.14), /admin/reporting (the speed figures, shown first, pushed down by the
 * report, ~0.3) and /admin/dashboard (each section pushing the next, 0.5 to 0.8).
 */
const LIMIT = 0.05;

/** Layout shifts while `path` loads and settles, as the browser reports them, with what moved. */
async function shiftsOn(page: Page, path: string) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, moved: entry.sources.map((s) => s.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

test('a lazily loaded page does not push its footer around', async ({ page }) => {
  const { total, shifts } = await shiftsOn(page, '/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(total, JSON.stringify(shifts)).toBeLessThan(LIMIT);
});

test('the admin dashboard, reporting and a member’s passes appear without jumping', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // This spec's own admin numbers (124/125; see playwright.config.ts).
  await apiSignIn(page.request, `+121255501${testInfo.project.name === 'phone' ? 24 : 25}`, 'Ana');
  for (const [path, ready] of [
    ['/admin/dashboard', page.getByRole('heading', { name: 'AUDIT LOG' })],
    ['/admin/reporting', page.getByRole('heading', { name: /SPEED/ })],
    ['/passes', page.getByRole('heading', { name: /CASHBACK/i })],
  ] as const) {
    const { total, shifts } = await shiftsOn(page, path);
    await expect(ready).toBeVisible();
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(LIMIT);
  }
});

test('on a slow connection a tapped link answers at once, then a spinner, then the page and its footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'GUESTLISTS', exact: true })).toBeVisible();
  // The next page's code takes 1.5 s to arrive, as it can in a basement.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  // The home page is gone at once (no tapping its buttons again), and so is the footer.
  await expect(page.getByRole('heading', { name: 'GUESTLISTS', exact: true })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'TERMS OF SERVICE' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
