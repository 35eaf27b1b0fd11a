import { expect, type Page, test } from '@playwright/test';
import { dialog, signUp } from './auth-helpers.ts';
import { nextThursday } from './helpers.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/** "Nov 26" for 2026-11-26: how people type a date into a chat. */
function spoken(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(question)).toBeVisible();
}

test('from a question to a joined guestlist: ask, JOIN on a card, sign up, join', async ({ page }) => {
  const thursday = nextThursday();
  await page.goto('/ai-assistant');
  // SPEC §2: a screen of its own, without the site's header and footer.
  await expect(page.getByRole('heading', { name: 'AI CONCIERGE' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);

  await ask(page, `Which clubs have a ladies list on ${spoken(thursday)}?`);
  const neon = card(page, 'Neon Room');
  await expect(neon).toBeVisible();
  await expect(neon).toContainText('Guestlist closes 23:30');
  // The answer is read out politely and names the night and the list's closing time.
  const live = page.locator('[aria-live="polite"]').filter({ hasText: 'Neon Room (closes 23:30)' });
  await expect(live).toHaveCount(1);
  await expect(live).toContainText(/Thursday, \w+ \d+/);
  await expect(page.getByRole('region', { name: /Thursday/ })).toBeVisible();

  await neon.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(dialog(page)).toBeVisible();
  await signUp(page);
  await expect(page).toHaveURL(new RegExp(`/join-guestlist/[0-9a-f-]{36}\\?date=${thursday}`));
  await expect(page.getByText('List closes 23:30 club time — arrive before then')).toBeVisible();
  await page.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/You're on the list|You're #\d+ on the waitlist/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Door QR code for Neon Room/ })).toBeVisible();
});

test('suggested questions, a question with no answer, and help for anything else', async ({ page }) => {
  await page.goto('/ai-assistant');
  await page
    .getByRole('list', { name: 'Suggested questions' })
    .getByRole('button', { name: 'Dinner party on Saturday?' })
    .click();
  await expect(page.locator('[aria-live="polite"]')).toContainText(/Saturday, \w+ \d+: \d dinner parties/);
  await expect(card(page, 'The Glasshouse')).toBeVisible();
  await expect(card(page, 'Neon Room')).toHaveCount(0);

  await ask(page, 'is echo hall open on friday?');
  await expect(page.locator('[aria-live="polite"]')).toContainText('No — Echo Hall has no guestlist');

  await ask(page, 'asdf qwerty');
  await expect(page.locator('[aria-live="polite"]')).toContainText('I’m the Nightlist concierge');
  // The box is ready for the next question.
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('');

  await page.getByRole('button', { name: 'NEW CHAT' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
});
