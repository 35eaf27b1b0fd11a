import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PHONE_ERRORS } from '../../src/shared/phone.ts';
import { expect, newMember, test } from './fixtures.ts';
import { addDays, closeContexts, clubToday } from './helpers.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/** The slot's admin, signed in once per run (fixtures.ts), on the dashboard in a context of its own. */
async function openDashboard(admin: Page): Promise<void> {
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { name: 'ADMIN PANEL' })).toBeVisible();
}

/** A club of this run's own, visible every day, created through the CLUBS dialog. */
async function createClub(admin: Page, name: string): Promise<void> {
  const clubs = admin.getByRole('region', { name: 'CLUBS' });
  await clubs.getByRole('button', { name: 'NEW CLUB' }).click();
  const editor = admin.getByRole('dialog', { name: 'NEW CLUB' });
  await editor.getByLabel('Name').fill(name);
  await editor.getByLabel('Visible on the home page').or(editor.getByLabel('Hidden from members')).check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Sunday'])
    await editor.getByRole('button', { name: day, pressed: false }).click();
  await editor.getByLabel('Ladies: details').fill('Free entry before midnight.');
  await editor.getByRole('button', { name: 'CREATE CLUB' }).click();
  await expect(editor).toBeHidden();
  await expect(clubs.getByRole('listitem', { name })).toContainText('SELECTED');
}

test.describe('admin: clubs, guestlist dates and the site notice', () => {
  // Each creates a club through the editor; the admin is the slot's, signed in once (fixtures.ts).
  test.describe.configure({ timeout: 120_000 });

  test('an admin opens a date for a new club and an open home page shows it live', async ({
    browser,
    admin,
  }, testInfo) => {
    await openDashboard(admin);
    const name = `Far Lounge ${testInfo.project.name} ${randomInt(100_000)}`;
    // Past the demo data's three weeks, and a day no other journey uses.
    const date = addDays(clubToday(), 75 + (testInfo.project.name === 'phone' ? 0 : 1));

    // A visitor's home page on that night, open before the date is.
    const visitorContext = await browser.newContext({
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
    });
    const visitor = await visitorContext.newPage();
    // Changes are pushed over the live stream: wait until it is open, or a change could land first.
    const live = visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
    await visitor.goto(`/?date=${date}&gender=female`);
    await live;
    await expect(visitor.getByRole('heading', { name: 'GUESTLISTS', exact: true })).toBeVisible();

    await createClub(admin, name);
    const dates = admin.getByRole('region', { name: 'GUESTLIST DATES' });
    await expect(dates.getByRole('combobox', { name: 'Club' })).toHaveText(name);
    await expect(card(visitor, name)).toHaveCount(0);

    // Month by month to the night, then open it with 40 spots for ladies.
    const dayLabel = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
    const day = dates.getByRole('button', { name: new RegExp(`^${dayLabel}: closed`) });
    for (let i = 0; i < 4 && !(await day.isVisible()); i += 1)
      await dates.getByRole('button', { name: 'Next month' }).click();
    await day.click();
    const dialog = admin.getByRole('dialog', { name: dayLabel.toUpperCase() });
    await dialog.getByLabel('Ladies capacity').fill('40');
    await dialog.getByRole('button', { name: 'OPEN DATE' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      dates.getByRole('button', { name: new RegExp(`^${dayLabel}: open, ladies 0 of 40, men 0`) }),
    ).toBeVisible();

    // The visitor never reloaded.
    await expect(card(visitor, name)).toBeVisible();
    await expect(
      card(visitor, name).getByText('Free entry before midnight.', { exact: false }),
    ).toBeVisible();

    // The visitor signs up (the sign-in dialog has its own journeys) and joins the list; closing the
    // night then asks first, and tells them.
    await newMember(visitorContext);
    await visitor.reload();
    await card(visitor, name).getByRole('button', { name: 'JOIN GUEST LIST' }).click();
    await expect(visitor).toHaveURL(/\/join-guestlist\//);
    // The home page's cards (each with its own button) stay up until the join screen has loaded.
    await expect(visitor.getByRole('region', { name: 'Summary' })).toContainText(name);
    await visitor.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
    await expect(visitor).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);

    await dates.getByRole('button', { name: new RegExp(`^${dayLabel}: open`) }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'CLOSE DATE' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Close and tell 1 party?' });
    await expect(confirm.getByRole('button', { name: 'KEEP IT OPEN' })).toBeFocused();
    await confirm.getByRole('button', { name: 'CLOSE AND TELL THEM' }).click();
    await expect(dates.getByRole('status')).toContainText('closed; 1 party was told.');
    await expect(dates.getByRole('button', { name: new RegExp(`^${dayLabel}: closed`) })).toBeVisible();
    await visitor.goto(`/?date=${date}&gender=female`);
    await expect(card(visitor, name)).toHaveCount(0);

    // OPEN MANY: every Friday and Saturday for 2 weeks from that night.
    await dates.getByRole('button', { name: 'OPEN MANY' }).click();
    const many = admin.getByRole('dialog', { name: /OPEN MANY DATES/ });
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday']) {
      const chip = many.getByRole('button', { name: weekday, pressed: true });
      if (await chip.isVisible()) await chip.click();
    }
    for (const weekday of ['Friday', 'Saturday']) {
      const chip = many.getByRole('button', { name: weekday, pressed: false });
      if (await chip.isVisible()) await chip.click();
    }
    await many.getByLabel('Starting').fill(date);
    await many.getByLabel('For how many weeks').fill('2');
    await expect(many.getByText('4 dates to open')).toBeVisible();
    await many.getByRole('button', { name: 'OPEN 4 DATES' }).click();
    await expect(many).toBeHidden();
    await expect(dates.getByRole('status')).toContainText(`${name}: 4 dates opened.`);

    // Opened without a night, the dashboard shows the club's next open one (tonight is closed here):
    // the first of those Fridays and Saturdays.
    const clubId = new URL(admin.url()).searchParams.get('club');
    expect(clubId).toMatch(/^[0-9a-f-]{36}$/);
    const firstOpen = [0, 1, 2, 3, 4, 5, 6]
      .map((days) => addDays(date, days))
      .find((day) => [5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
    // A fresh load: going to the same address with only a #hash added would not load the page again.
    await admin.goto(`/admin/dashboard?club=${clubId}#guestlist-availability`);
    await admin.reload();
    const tonight = admin.getByRole('region', { name: 'GUESTLISTS AND RESERVATIONS' });
    await expect(tonight.getByLabel('Night', { exact: true })).toHaveValue(firstOpen!);
    // The menu's link lands on GUESTLIST DATES with its title below the sticky admin bar, not under it.
    const title = admin.getByRole('heading', { name: 'GUESTLIST DATES', level: 2 });
    const bar = admin.locator('header').filter({ has: admin.getByRole('navigation', { name: 'Admin' }) });
    await expect
      .poll(async () => {
        const [titleBox, barBox] = [await title.boundingBox(), await bar.boundingBox()];
        const gap = titleBox && barBox ? titleBox.y - (barBox.y + barBox.height) : Number.NaN;
        return gap >= 0 && gap <= 40 ? 'just below the bar' : `${gap} px below the bar`;
      })
      .toBe('just below the bar');

    await closeContexts(visitorContext);
  });

  test('the club editor shows what to fix next to each field and keeps what was typed', async ({
    admin,
  }, testInfo) => {
    await openDashboard(admin);
    const name = `Fix Me ${testInfo.project.name} ${randomInt(100_000)}`;
    await createClub(admin, name);
    const clubs = admin.getByRole('region', { name: 'CLUBS' });
    await clubs.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = admin.getByRole('dialog', { name: `EDIT ${name.toUpperCase()}` });

    // Our own check: the closing time is not a time.
    await editor.getByLabel('Address').fill('1 Test Street');
    const closesAt = editor.getByLabel('Ladies: closes at');
    await closesAt.fill('25:00');
    await editor.getByRole('button', { name: 'SAVE CLUB' }).click();
    await expect(closesAt).toHaveAccessibleDescription(/Write the time as HH:MM/);
    await expect(closesAt).toBeFocused();
    await expect(editor.getByLabel('Address')).toHaveValue('1 Test Street');

    // The server's check, shown under its field: a concierge number that is no phone number.
    await closesAt.fill('01:30');
    await expect(closesAt).toHaveAccessibleDescription(/after midnight, the next morning/);
    const call = editor.getByLabel('Call number');
    await call.fill('12345');
    await editor.getByRole('button', { name: 'SAVE CLUB' }).click();
    await expect(call).toHaveAccessibleDescription(PHONE_ERRORS.invalidUs);
    await expect(call).toBeFocused();
    await expect(closesAt).toHaveValue('01:30');

    await call.fill('(212) 555-0199');
    await editor.getByRole('button', { name: 'SAVE CLUB' }).click();
    await expect(editor).toBeHidden();

    const row = clubs.getByRole('listitem', { name });
    // Up one place: the club above it comes after it. (Desktop only: the two runs share one order.)
    if (testInfo.project.name === 'desktop') {
      const items = clubs.getByRole('listitem');
      const names = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
      const above = names[names.indexOf(name) - 1]!;
      await row.getByRole('button', { name: `Move ${name} up` }).click();
      await expect
        .poll(async () => {
          const now = await items.evaluateAll((nodes) =>
            nodes.map((node) => node.getAttribute('aria-label')),
          );
          return now.indexOf(above) - now.indexOf(name);
        })
        .toBe(1);
      await admin.reload();
      await expect
        .poll(async () => {
          const now = await items.evaluateAll((nodes) =>
            nodes.map((node) => node.getAttribute('aria-label')),
          );
          return now.indexOf(above) - now.indexOf(name);
        })
        .toBe(1);
    }

    // Hide it from the list; the row says so.
    await row.getByRole('switch', { name: `${name} visible on the home page` }).uncheck();
    await expect(row).toContainText('HIDDEN');
  });

  test('the site notice an admin writes reaches an open home page live', async ({
    browser,
    admin,
  }, testInfo) => {
    // One notice for the whole site: one project edits it, or the two runs would overwrite each other.
    test.skip(testInfo.project.name !== 'desktop', 'the site has one notice; the desktop run edits it');
    await openDashboard(admin);
    const visitorContext = await browser.newContext({
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
    });
    const visitor = await visitorContext.newPage();
    const live = visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
    await visitor.goto('/');
    await live;
    const banner = visitor
      .getByRole('status')
      .filter({ has: visitor.getByRole('button', { name: 'Dismiss notice' }) });

    const section = admin.getByRole('form', { name: 'Site notice' });
    const text = `Doors open at 23:00 tonight (${randomInt(100_000)}).`;
    try {
      await section.getByLabel('Notice text').fill(text);
      await expect(section.getByRole('note', { name: 'Preview of the notice' })).toContainText(text);
      await section.getByRole('button', { name: 'SAVE NOTICE' }).click();
      await expect(section.getByText('Saved: open home pages show it now.')).toBeVisible();
      await expect(banner).toHaveText(text);

      // Switched off: the home page shows no notice.
      await section.getByRole('switch').uncheck();
      await section.getByRole('button', { name: 'SAVE NOTICE' }).click();
      await expect(banner).toHaveCount(0);
    } finally {
      // Back to the notice the other journeys expect.
      const restored = await admin.request.put('/api/admin/site-notice', {
        data: { enabled: true, text: 'The site is temporarily offline for backend upgrades.' },
        headers: { origin: new URL(admin.url()).origin },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
    await closeContexts(visitorContext);
  });
});
