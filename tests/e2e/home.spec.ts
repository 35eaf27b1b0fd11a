import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_SITE_NOTICE } from '../../src/shared/api/admin/site-notice-schema.ts';
import { randomPhone, signUp } from './auth-helpers.ts';
import { apiSignIn } from './door-helpers.ts';
import { newMember } from './fixtures.ts';
import { addDays, clubToday, nextThursday, setBrowserTime } from './helpers.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

test.describe('home page', () => {
  test('opens on the next Thursday, or today when today is a Thursday', async ({ page }) => {
    const today = clubToday();
    // A Tuesday within the demo window: two days before that week's Thursday.
    const thursday = nextThursday() === today ? addDays(today, 7) : nextThursday();
    const tuesday = addDays(thursday, -2);
    await setBrowserTime(page, tuesday, '20:00');
    await page.goto('/');
    const selected = page.getByRole('group', { name: 'Event date' }).getByRole('button', { pressed: true });
    // The name starts with the tile's own words ("THU 26 NOV"), then says the date in full.
    const day = Number(thursday.slice(8));
    await expect(selected).toHaveAccessibleName(new RegExp(`^Thu ${day} \\w+ \\(Thursday, \\w+ ${day}\\)$`));

    await setBrowserTime(page, thursday, '19:00');
    await page.goto('/');
    await expect(selected).toHaveAccessibleName(
      new RegExp(`^Today ${day} \\w+ \\(Thursday, \\w+ ${day}\\)$`),
    );
  });

  test('lists the clubs for the chosen night with every part of the card', async ({ page }) => {
    await page.goto(`/?date=${nextThursday()}`);
    const neon = card(page, 'Neon Room');
    await expect(neon).toBeVisible();
    await expect(neon.getByText('Free entry for ladies until midnight.', { exact: false })).toBeVisible();
    await expect(neon.getByText('Guestlist closes 23:30')).toBeVisible();
    await expect(neon.getByRole('link', { name: /412 W 14th St/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await expect(neon.getByRole('button', { name: 'BOOK · 10% CASHBACK' })).toBeVisible();
    await expect(neon.getByRole('button', { name: 'JOIN GUEST LIST' })).toBeEnabled();
    await expect(neon.getByRole('button', { name: 'CONTACT CONCIERGE' })).toBeVisible();
    // No cashback: the button says BOOK only.
    await expect(
      card(page, 'The Glasshouse').getByRole('button', { name: 'BOOK · 5% CASHBACK' }),
    ).toBeVisible();
    // Hidden clubs and ladies-only clubs on other nights are not listed; order follows sortOrder.
    await expect(page.getByRole('heading', { name: 'The Vault' })).toHaveCount(0);
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(names.slice(0, 3)).toEqual(['Neon Room', 'The Glasshouse', 'Supper Club No. 9']);
    // Clubs without a sort order come last.
    expect(names.at(-1)).toBe('Halcyon');
  });

  test('closes a list for the night once its closing time has passed, on the club clock', {
    tag: '@phone-only',
  }, async ({ page }) => {
    const thursday = nextThursday();
    await setBrowserTime(page, thursday, '23:45');
    await page.goto(`/?date=${thursday}`);
    await expect(
      card(page, 'Neon Room').getByRole('button', { name: 'GUESTLIST CLOSED FOR THE NIGHT' }),
    ).toBeDisabled();
    // Closes at 00:30: the early hours after the date, so still open at 23:45.
    await expect(card(page, 'Aurora Rooftop').getByRole('button', { name: 'JOIN GUEST LIST' })).toBeEnabled();
  });

  test('LADIES / MEN switch changes the list, the address and the theme', async ({ page }) => {
    await page.goto(`/?date=${nextThursday()}`);
    const ladies = page.getByRole('button', { name: 'LADIES' });
    const men = page.getByRole('button', { name: 'MEN', exact: true });
    // The selected night is filled with the theme's primary colour: pink for LADIES, royal blue for MEN.
    const selectedNight = page
      .getByRole('group', { name: 'Event date' })
      .getByRole('button', { pressed: true });
    await expect(ladies).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedNight).toHaveCSS('background-color', 'rgb(255, 45, 149)');
    await expect(page.getByRole('heading', { name: 'Basement 27' })).toHaveCount(0);

    await men.click();
    await expect(page).toHaveURL(/gender=male/);
    await expect(men).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedNight).toHaveCSS('background-color', 'rgb(112, 142, 232)');
    // Basement 27 has a men's list only.
    await expect(page.getByRole('heading', { name: 'Basement 27' })).toBeVisible();

    await page.reload();
    await expect(men).toHaveAttribute('aria-pressed', 'true');
  });

  test('the hidden event-type filter works from the address and can be cleared', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.goto(`/?date=${nextThursday()}&type=dinner_party`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Neon Room' })).toHaveCount(0);
    await page.getByRole('button', { name: /Dinner parties only/ }).press('Delete');
    await expect(page).not.toHaveURL(/type=/);
    await expect(page.getByRole('heading', { name: 'Neon Room' })).toBeVisible();
  });

  test('choosing a date updates the address so the link can be shared', { tag: '@phone-only' }, async ({
    page,
  }) => {
    await page.goto('/');
    const friday = addDays(nextThursday(), 1);
    await page
      .getByRole('group', { name: 'Event date' })
      .getByRole('button', { name: /^Fri / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`date=${friday}`));
    await expect(page.getByRole('heading', { name: 'Velvet Underground' })).toBeVisible();
  });

  test('PICK DATE opens the calendar for a night beyond the two weeks of the strip', async ({ page }) => {
    await page.goto(`/?date=${nextThursday()}`);
    const pick = page.getByRole('button', { name: 'Pick date' });
    await expect(pick).toBeVisible();
    // The phone's own calendar opens from the tile (a native picker the test cannot drive); the date
    // it hands back arrives as the field's change, as when a member picks one.
    await pick.click();
    await page.keyboard.press('Escape');
    const later = addDays(clubToday(), 20);
    await page.getByLabel('Pick a date').fill(later);
    await expect(page).toHaveURL(new RegExp(`date=${later}`));
    const strip = page.getByRole('group', { name: 'Event date' });
    await expect(strip.getByRole('button', { pressed: true })).toHaveCount(0);
    // The tile now shows the chosen night, and says so.
    const chosen = page.getByRole('button', {
      name: new RegExp(`^${Number(later.slice(8))} \\w+ \\(\\w+, \\w+ \\d+\\)\\. Pick another date$`),
    });
    await expect(chosen).toBeVisible();
    await expect(chosen).toHaveCSS('background-color', 'rgb(255, 45, 149)');
  });

  test('on a 390 × 844 phone the first club and its JOIN are on the first screen', async ({
    page,
    context,
  }) => {
    // The admin's notice is edited by another journey at the same time: pinned to the default here.
    await context.route('**/api/site-notice', (route) =>
      route.fulfill({ json: { ...DEFAULT_SITE_NOTICE, updatedAt: null } }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    const firstScreen = async () => {
      const first = page.getByRole('article').first();
      await expect(first.getByRole('button', { name: 'JOIN GUEST LIST' })).toBeInViewport({ ratio: 1 });
      await expect(first.getByRole('heading')).toBeInViewport({ ratio: 1 });
      await expect(first.getByText(/^Guestlist closes/)).toBeInViewport({ ratio: 1 });
      await expect(page.getByText('The site is temporarily offline', { exact: false })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    };
    for (const gender of ['female', 'male']) {
      await page.goto(`/?date=${nextThursday()}&gender=${gender}`);
      await firstScreen();
    }
    await apiSignIn(page.request, randomPhone());
    for (const gender of ['female', 'male']) {
      await page.goto(`/?date=${nextThursday()}&gender=${gender}`);
      await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();
      await firstScreen();
    }
  });

  test('the concierge dialog offers Call, Text and Cancel', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto(`/?date=${nextThursday()}`);
    const trigger = card(page, 'Velvet Underground').or(card(page, 'Neon Room')).first().getByRole('button', {
      name: 'CONTACT CONCIERGE',
    });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'CONTACT CONCIERGE' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+12125550141');
    await expect(dialog.getByRole('link', { name: 'Text' })).toHaveAttribute('href', 'sms:+12125550141');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('shows the empty state when no club has opened its list', async ({ page }) => {
    await page.goto(`/?date=${addDays(clubToday(), 60)}`);
    await expect(page.getByRole('heading', { name: 'NO GUESTLISTS YET' })).toBeVisible();
    await expect(
      page.getByText('Clubs only release guestlist spots when they need the capacity', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'SIGN UP FOR NOTIFICATIONS' })).toBeVisible();
  });

  test('SIGN UP FOR NOTIFICATIONS signs a visitor in and puts them on alert for that night', {
    tag: '@phone-only',
  }, async ({ page }) => {
    const night = addDays(clubToday(), 61);
    await page.goto(`/?date=${night}&gender=male`);
    await expect(
      page.getByText('we’ll tell you when a men’s guestlist opens', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'SIGN UP FOR NOTIFICATIONS' }).click();
    await signUp(page);

    const status = page.getByRole('status').filter({ hasText: 'You’re on alert for' });
    await expect(status).toContainText('as soon as a men’s guestlist opens');
    // The notifications page lists the night with a way out.
    await page.goto('/notifications');
    const waiting = page.getByRole('region', { name: 'NIGHTS YOU’RE WAITING ON' });
    await expect(waiting.getByRole('listitem')).toHaveCount(1);

    await page.goto(`/?date=${night}&gender=male`);
    await expect(status).toBeVisible();
    await page.getByRole('button', { name: 'TURN OFF' }).click();
    const again = page.getByRole('button', { name: /^NOTIFY ME FOR / });
    await expect(again).toBeVisible();
    // A signed-in member sets it again in one tap.
    await again.click();
    await expect(status).toBeVisible();
  });

  test('shows three skeleton cards while the clubs load', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/clubs?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/?date=${nextThursday()}`);
    await expect(page.getByTestId('club-card-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByTestId('club-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a city of clubs comes a page at a time as the member scrolls, each club once', async ({ page }) => {
    // The server's first page of the night, spread into 100 clubs served in pages of 48 as the API does.
    await page.route('**/api/clubs?*', async (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset') ?? 0);
      url.searchParams.delete('offset');
      const real = await (await route.fetch({ url: url.toString() })).json();
      const template = real.clubs[0];
      const city = Array.from({ length: 100 }, (_, i) => ({
        ...template,
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `City Club ${String(i + 1).padStart(3, '0')}`,
        image: null,
      }));
      const clubs = city.slice(offset, offset + 48);
      const next = offset + clubs.length;
      await route.fulfill({ json: { ...real, clubs, total: 100, nextOffset: next < 100 ? next : null } });
    });
    await page.goto(`/?date=${nextThursday()}`);
    await expect(page.getByText(/· 100 CLUBS/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(48);
    const more = page.getByRole('button', { name: 'SHOW MORE CLUBS' });
    await expect(page.getByText('Showing 48 of 100 clubs')).toBeAttached();
    // The button works from the keyboard (coming into view may also load a page by itself: never twice).
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(96);
    // Scrolling to the end loads the rest.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('article')).toHaveCount(100);
    await expect(more).toHaveCount(0);
    await expect(card(page, 'City Club 100')).toBeVisible();
  });

  test('the offline banner stays dismissed for the browser session', { tag: '@phone-only' }, async ({
    page,
    context,
    browser,
  }) => {
    // The notice is the admin's to edit (admin-dates.spec.ts does, at the same time): this journey
    // pins it to the default so that only the dismissal is tested here.
    const pinNotice = (target: BrowserContext) =>
      target.route('**/api/site-notice', (route) =>
        route.fulfill({ json: { ...DEFAULT_SITE_NOTICE, updatedAt: null } }),
      );
    await pinNotice(context);
    await page.goto('/');
    const notice = page.getByText('The site is temporarily offline for backend upgrades', { exact: false });
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'GUESTLISTS' })).toBeVisible();
    await expect(notice).toBeHidden();

    // A new browser session sees it again.
    const fresh = await browser.newContext({ baseURL: context.pages()[0]?.url() });
    await pinNotice(fresh);
    const other = await fresh.newPage();
    await other.goto(page.url());
    await expect(
      other.getByText('The site is temporarily offline for backend upgrades', { exact: false }),
    ).toBeVisible();
    await fresh.close();
  });

  test('JOIN and BOOK carry the chosen date to their screens', { tag: '@phone-only' }, async ({ page }) => {
    const thursday = nextThursday();
    // Both need a signed-in member (auth.spec.ts covers the signed-out path through the dialog).
    await newMember(page.context());
    await page.goto(`/?date=${thursday}`);
    await card(page, 'Neon Room').getByRole('button', { name: 'JOIN GUEST LIST' }).click();
    await expect(page).toHaveURL(new RegExp(`/join-guestlist/[0-9a-f-]{36}\\?date=${thursday}`));
    await expect(page.getByText(/Your night: Thursday/)).toBeVisible();

    await page.goBack();
    await card(page, 'Neon Room').getByRole('button', { name: /^BOOK/ }).click();
    await expect(page).toHaveURL(new RegExp(`/reserve/[0-9a-f-]{36}\\?date=${thursday}`));
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto(`/?date=${nextThursday()}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
