import { expect, type Page, test } from '@playwright/test';
import { signUp } from './auth-helpers.ts';
import { nextThursday } from './helpers.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/** Signs a new member up from the home page of the next Thursday and opens Neon Room's join screen. */
async function openJoinScreen(page: Page, gender: 'female' | 'male' = 'female') {
  const thursday = nextThursday();
  await page.goto(`/?date=${thursday}&gender=${gender}`);
  await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click();
  await signUp(page);
  await card(page, 'Neon Room').getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(new RegExp(`/join-guestlist/[0-9a-f-]{36}\\?date=${thursday}`));
  // The cut-off is the first thing on the screen, in club time (Neon Room: ladies 23:30, men 23:00).
  const closes = gender === 'female' ? '23:30' : '23:00';
  await expect(page.getByText(`List closes ${closes} club time — arrive before then`)).toBeVisible();
}

async function join(page: Page) {
  await page.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

test('a lady joins with a party of 3 and gets the pass, its QR code, entry terms and the notification', async ({
  page,
}) => {
  await openJoinScreen(page);
  const ladies = page.getByRole('group', { name: 'LADIES' });
  await expect(ladies.getByRole('button', { name: 'Fewer ladies' })).toBeDisabled(); // the member counts
  await ladies.getByRole('button', { name: 'More ladies' }).click();
  await page.getByRole('group', { name: 'MEN' }).getByRole('button', { name: 'More men' }).click();
  // The men's list closes earlier: the party's cut-off is the earliest of its genders.
  await expect(page.getByText('List closes 23:00 club time — arrive before then')).toBeVisible();
  await page.getByRole('button', { name: 'ADD A GUEST NAME' }).click();
  await expect(page.getByLabel('Guest 1 name')).toBeFocused();
  await page.getByLabel('Guest 1 name').fill('Grace Hopper');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('3 people: 2 ladies + 1 man');

  const passPath = await join(page);
  await expect(page.getByText(/You're on the list|You're #\d+ on the waitlist/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Door QR code for Neon Room/ })).toBeVisible();
  await expect(page.getByText('Party of 3: 2 ladies + 1 man')).toBeVisible();
  await expect(page.getByText('With Grace Hopper')).toBeVisible();
  const terms = page.getByRole('region', { name: 'ENTRY TERMS' });
  await expect(terms.getByRole('listitem').first()).toBeVisible();
  await expect(terms).toContainText('Arrive before 23:00');
  await expect(page.getByRole('link', { name: 'ADD TO CALENDAR' })).toHaveAttribute(
    'href',
    `/api${passPath}/calendar.ics`,
  );

  // The header counts it; the notifications page lists it with a way back to the pass, then reads it.
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const list = page.getByRole('list', { name: 'Notifications, newest first' });
  await expect(list.locator(`a[href="${passPath}"]`).first()).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await list.locator(`a[href="${passPath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${passPath}$`));

  await page.goto('/passes');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'NEON ROOM' })
      .or(page.getByRole('listitem').filter({ hasText: 'Neon Room' })),
  ).toBeVisible();
});

test('a member in the MEN view joins as a man, then cancels the pass after confirming', async ({ page }) => {
  await openJoinScreen(page, 'male');
  // A MEN view that only the address holds still counts the member as a man.
  await expect(page.getByRole('group', { name: 'MEN' })).toContainText('Including you');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('1 person: 1 man');
  await join(page);
  await expect(page.getByText('Party of 1: 1 man')).toBeVisible();
  await page.getByRole('button', { name: 'CANCEL PASS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this pass?' });
  await expect(dialog).toBeVisible();
  // The safe choice has the focus: Enter alone never cancels a night out.
  await expect(dialog.getByRole('button', { name: 'KEEP MY SPOT' })).toBeFocused();
  await dialog.getByRole('button', { name: 'YES, CANCEL PASS' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This pass was cancelled and will not get you in.')).toBeVisible();
  await expect(page.getByText('CANCELLED', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Door QR code/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CANCEL PASS' })).toHaveCount(0);
});
