import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomPhone } from './auth-helpers.ts';
import { addDoorStaff, apiSignIn, joinNeonRoom } from './door-helpers.ts';
import { expect, test } from './fixtures.ts';
import { nextThursday } from './helpers.ts';

const result = (page: Page) => page.getByRole('region', { name: 'Scan result' });
/** SHOTS_DIR=/tmp/... keeps pictures of the card and the dialog, per theme, for looking at. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

/** The member (signed in on `member`) opens their pass in a browser of their own and reads `text`. */
async function expectPassSays(
  { browser, baseURL }: { browser: Browser; baseURL: string | undefined },
  member: APIRequestContext,
  passId: string,
  theme: 'female' | 'male',
  text: string,
) {
  const own = await browser.newContext({
    baseURL,
    storageState: await member.storageState(),
    viewport: { width: 390, height: 844 },
  });
  try {
    const pass = await own.newPage();
    await pass.goto(`/passes/${passId}?gender=${theme}`);
    await expect(pass.getByRole('status').filter({ hasText: text })).toBeVisible();
    await shot(pass, `pass-partly-in-${theme}`);
    if (process.env.SHOTS_DIR) {
      await pass.setViewportSize({ width: 1280, height: 800 });
      await shot(pass, `pass-partly-in-${theme}-laptop`);
    }
  } finally {
    await own.close();
  }
}

// Issue 33: a party that arrives smaller frees the places of the rest, from the door's result card.
test('a party partly in: REST NOT COMING frees the places of the rest for the waitlist', async ({
  page,
  context,
  browser,
  playwright,
  adminContext,
}, testInfo) => {
  test.setTimeout(120_000);
  const { baseURL } = testInfo.project.use;
  const night = nextThursday();
  const tag = Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const members: APIRequestContext[] = [];
  try {
    const passes = [];
    for (const theme of ['female', 'male']) {
      const member = await playwright.request.newContext({ baseURL });
      members.push(member);
      await apiSignIn(member, randomPhone(), `Rae${theme}${tag}`);
      passes.push(await joinNeonRoom(member, night, { ladies: 2, men: 1 }));
    }
    // The admin of this worker's slot, signed in once per run (fixtures.ts), sets the door up.
    const admin = adminContext.request;
    const doorPhone = randomPhone();
    await addDoorStaff(admin, doorPhone);
    await apiSignIn(context.request, doorPhone, 'Kim');

    for (const [i, theme] of (['female', 'male'] as const).entries()) {
      const name = `Rae${theme}${tag} Lovelace`;
      await page.goto(`/scan?club=${passes[i]!.clubId}&night=${night}&gender=${theme}`);
      await page.getByRole('searchbox', { name: 'Name or phone' }).fill(`Rae${theme}${tag}`);
      const results = page.getByRole('list', { name: 'Search results' });
      await results.getByRole('button', { name: `Admit ${name}` }).click();
      await expect(result(page).getByRole('heading', { name: 'VALID', exact: true })).toBeVisible();
      // Only 2 of the 3 came: no REST NOT COMING while everyone is counted in.
      await expect(result(page).getByRole('button', { name: 'REST NOT COMING' })).toHaveCount(0);
      await result(page).getByRole('button', { name: 'ADMIT FEWER' }).click();
      await result(page)
        .getByRole('group', { name: 'Admit fewer people' })
        .getByRole('button', { name: 'ADMIT 2 OF 3' })
        .click();
      await expect(result(page)).toContainText('2 in · 1 to come');
      await shot(page, `release-card-${theme}`);
      // The member's own pass says it too (issue 35, item 5).
      await expectPassSays({ browser, baseURL }, members[i]!, passes[i]!.passId, theme, '2 in · 1 to come');

      await result(page).getByRole('button', { name: 'REST NOT COMING' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rest not coming' });
      await expect(dialog).toBeVisible();
      // A mixed party: ladies and men, the one still to come counted among the ladies to start with.
      await expect(dialog.getByRole('group', { name: 'Ladies not coming' })).toContainText('1');
      await expect(dialog.getByRole('button', { name: 'One more (men not coming)' })).toBeEnabled();
      // The focus moved into the dialog.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
        .toBe(true);
      await shot(page, `release-dialog-${theme}`);
      await dialog.getByRole('button', { name: 'FREE 1 PLACE' }).click();
      await expect(dialog).toBeHidden();
      await expect(result(page)).toContainText(/1 place freed · /);
      await expect(result(page)).toContainText('2 in · 0 to come');
      await expect(result(page)).toHaveAttribute('data-tone', 'go');
      await expect(result(page).getByRole('button', { name: 'REST NOT COMING' })).toHaveCount(0);
      await shot(page, `release-done-${theme}`);
      await result(page).getByRole('button', { name: 'NEXT' }).click();
    }
    // The member's own entry reads the smaller party.
    const entry = await members[0]!.get(`/api/guestlist-entries/${passes[0]!.passId}`);
    const { ladies, men } = (await entry.json()) as { ladies: number; men: number };
    expect({ ladies, men }).toEqual({ ladies: 1, men: 1 });
  } finally {
    for (const api of members) await api.dispose();
  }
});
