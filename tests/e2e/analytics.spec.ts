import {
  type APIRequestContext,
  expect,
  type Page,
  type Request,
  type TestInfo,
  test,
} from '@playwright/test';
import type { AnalyticsReport } from '../../src/shared/api/analytics-schema.ts';
import { apiSignIn } from './door-helpers.ts';
import { clubToday } from './helpers.ts';

/**
 * +12125550110/111 are shared with scan.spec's second test; apiSignIn retries when a code sent
 * to the same number at the same moment replaces ours, and each test signs in once.
 */
const adminPhone = (testInfo: TestInfo) => `+1212555011${testInfo.project.name === 'phone' ? 4 : 5}`;

interface RouteFigures {
  pageViews: number;
  lcp: number;
  cls: number;
}

/** Today's page views and LCP/CLS sample counts for `route`, as the admin endpoint reports them. */
async function figures(admin: APIRequestContext, route: string): Promise<RouteFigures> {
  const today = clubToday();
  const response = await admin.get(`/api/admin/analytics?from=${today}&to=${today}`);
  expect(response.ok(), await response.text()).toBe(true);
  const report = (await response.json()) as AnalyticsReport;
  const row = report.routes.find((r) => r.route === route);
  const samples = (metric: string) => row?.metrics.find((m) => m.metric === metric)?.samples ?? 0;
  return { pageViews: row?.pageViews ?? 0, lcp: samples('LCP'), cls: samples('CLS') };
}

/**
 * Loads `path`, taps the page (an interaction, which also settles LCP) and hides it, as a phone
 * does when its user switches apps: the reporter sends its batch then. Headless Chromium never
 * hides a page by itself, so the page is told it is hidden. Answers the beacon's request, if any.
 */
async function visitAndHide(page: Page, path: string): Promise<Request | null> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => document.readyState === 'complete');
  // The reporter starts after load, from its own chunk: wait until it is loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('start-analytics')),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(300);
  await page.getByRole('heading', { level: 1 }).first().click();
  // The batch goes at the hide, so the wait starts here: started before the visit, its time ran
  // out on a busy machine while the page was still loading.
  const sent = page
    .waitForRequest((r) => r.url().endsWith('/api/analytics'), { timeout: 5_000 })
    .catch(() => null);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const request = await sent;
  if (request) expect((await request.response())?.status()).toBe(204);
  return request;
}

test('a visit stores Web Vitals for its route, and reporting shows them', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await apiSignIn(page.request, adminPhone(testInfo), 'Ana');
  const before = await figures(page.request, '/terms');

  const beacon = await visitAndHide(page, '/terms');
  expect(beacon, 'a beacon was sent').not.toBeNull();
  await expect
    .poll(async () => {
      const after = await figures(page.request, '/terms');
      return [after.pageViews > before.pageViews, after.lcp > before.lcp, after.cls > before.cls];
    })
    .toEqual([true, true, true]);

  await page.goto('/admin/reporting');
  const speed = page.getByRole('region', { name: 'SPEED' });
  await expect(speed).toBeVisible();
  const row = speed
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/terms', exact: true }) });
  await expect(row).toBeVisible();
  // The report fits the screen: wide tables and charts scroll inside their own boxes (a page wider
  // than the phone made the browser zoom out, and taps landed on the wrong element).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // The explanation above the table wraps to the screen (as the table's caption it was cut off on
  // phones), and the table's scroller can be reached from the keyboard.
  const note = speed.getByText('75th percentile per route over the range');
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await speed.getByRole('region', { name: 'Figures per route' }).focus();
  await expect(speed.getByRole('region', { name: 'Figures per route' })).toBeFocused();
  await expect(speed.getByRole('table', { name: 'Figures per route' })).toBeVisible();
  // Views and an LCP figure with its unit and the visitors behind it.
  await expect(row.getByRole('cell').nth(1)).toContainText(/ms|s/);
  await expect(row).toContainText(/\d+ visitors?/);

  // Keyboard path to the route picker (ArrowDown opens it), the way an admin without a mouse would.
  await speed.getByRole('combobox', { name: 'Route' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: '/terms', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(speed.getByRole('heading', { name: 'Page views per day · /terms' })).toBeVisible();
  // One chart at a time, behind tabs (the arrow keys move between them).
  await speed.getByRole('tab', { name: 'VIEWS' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(speed.getByRole('tab', { name: 'LCP' })).toHaveAttribute('aria-selected', 'true');
  const lcpChart = speed.getByRole('region', { name: 'LCP · 75th percentile per day' });
  await expect(lcpChart.getByRole('img')).toHaveAttribute(
    'aria-label',
    /on \/terms: .+ at the 75th percentile/,
  );
  await lcpChart.getByRole('button', { name: 'FIGURES', expanded: false }).click();
  await expect(lcpChart.getByRole('row', { name: /Whole range/ })).toContainText(/ms|s/);
});

test(
  'with Global Privacy Control (Sec-GPC: 1) nothing is stored',
  { tag: '@phone-only' },
  async ({ browser, page }, testInfo) => {
    test.setTimeout(90_000);
    await apiSignIn(page.request, adminPhone(testInfo), 'Ana');
    const before = await figures(page.request, '/contact');

    const { viewport } = testInfo.project.use;
    const gpc = await browser.newContext({ viewport, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    const beacon = await visitAndHide(await gpc.newPage(), '/contact');
    // Chromium has no GPC setting of its own, so the page sends its beacon: the server drops it.
    expect(beacon, 'a beacon was sent').not.toBeNull();
    expect(await beacon!.headerValue('sec-gpc')).toBe('1');
    await gpc.close();
    expect(await figures(page.request, '/contact')).toEqual(before);

    // A browser that exposes navigator.globalPrivacyControl does not even send one.
    const signalled = await browser.newContext({ viewport });
    await signalled.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    expect(await visitAndHide(await signalled.newPage(), '/contact')).toBeNull();
    await signalled.close();
    expect(await figures(page.request, '/contact')).toEqual(before);
  },
);
