import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { AssistantResponse } from '../../src/shared/api/assistant-schema.ts';
import type { ClubView, ListClubsResponse } from '../../src/shared/api/clubs-schema.ts';
import { GENDERS } from '../../src/shared/clubs.ts';
import { dialog, signUp } from './auth-helpers.ts';
import { clubToday, clubWallClock, comingWeekday, moveContextTo, nextThursday } from './helpers.ts';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

/** "Nov 26" for 2026-11-26: how people type a date into a chat. */
function spoken(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Friday, November 27": how the answer names a night over its cards. */
function longNight(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * Noon today in the clubs' zone, for the page and the server alike: "Friday" is then the coming
 * Friday (today, if it is one) at any hour the suite runs, even past midnight, when the night before
 * is still "tonight" and its lists are closing.
 */
async function atNoonToday(context: BrowserContext) {
  await moveContextTo(context, clubWallClock(clubToday(), '12:00'));
}

/** The clubs listed on `date` for either list, as the home page lists them. */
async function clubsOn(page: Page, date: string): Promise<ClubView[]> {
  const byId = new Map<string, ClubView>();
  for (const gender of GENDERS) {
    const response = await page.request.get(`/api/clubs?date=${date}&gender=${gender}`);
    expect(response.ok()).toBe(true);
    for (const club of ((await response.json()) as ListClubsResponse).clubs) byId.set(club.id, club);
  }
  return [...byId.values()];
}

const reply = (page: Page) => page.locator('[aria-live="polite"]');

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
  // An answer that opens a form opens the sign-in dialog for a signed-out member, which hides the
  // page from the accessibility tree as soon as it is up: the question is on screen all the same.
  const conversation = page.getByRole('region', { name: 'Conversation', includeHidden: true });
  await expect(conversation.getByText(question)).toBeVisible();
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

test('suggested questions, a question with no answer, and help for anything else', {
  tag: '@phone-only',
}, async ({ page }) => {
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

// The concierge compares: the answer carries the night's cards and names the club with the highest
// cashback among them with its percentage, and `party: null` (the question names no party).
test('where cashback is highest on Friday: BOOK on the card named opens its booking form for Friday', {
  tag: '@phone-only',
}, async ({ page, context }) => {
  await atNoonToday(context);
  const friday = comingWeekday('friday');
  await page.goto('/ai-assistant');
  await ask(page, 'Where is cashback highest on Friday?');

  const night = page.getByRole('region', { name: longNight(friday) });
  const cards = night.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The club with the highest cashback, as its card's BOOK button shows it.
  let best: { name: string; percent: number } | null = null;
  for (const club of await cards.all()) {
    const book = club.getByRole('button', { name: /^BOOK/ });
    if ((await book.count()) === 0) continue;
    const percent = Number(/(\d+)% CASHBACK/.exec((await book.textContent()) ?? '')?.[1] ?? 0);
    const name = ((await club.getByRole('heading').textContent()) ?? '').trim();
    if (!best || percent > best.percent) best = { name, percent };
  }
  if (!best) throw new Error('No card in the answer can be booked');
  // It is the highest of all the clubs bookable that night, and the reply names it.
  const bookable = (await clubsOn(page, friday)).filter((club) => club.reservationsEnabled);
  expect(best.percent).toBe(Math.max(...bookable.map((club) => club.reservationCashback)));
  await expect(reply(page)).toContainText(best.name);
  await expect(reply(page)).toContainText(`${best.percent}%`);
  const club = bookable.find((c) => c.name === best.name)!;

  await card(page, best.name).getByRole('button', { name: /^BOOK/ }).click();
  await expect(dialog(page)).toBeVisible();
  await signUp(page);
  await expect(page).toHaveURL(new RegExp(`/reserve/${club.id}\\?date=${friday}$`));
  await expect(page.getByRole('heading', { name: 'RESERVE A TABLE', level: 1 })).toBeVisible();
  await expect(page.getByText(club.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`Your night: ${longNight(friday)}`)).toBeVisible();
  await expect(page.getByText(`${best.percent}% cashback on what you spend`)).toBeVisible();
});

// The answer carries `action: { kind: 'join', clubName: 'Neon Room', date: <the coming Saturday>,
// gender: 'female', party: { female: 2, male: 0 } }`: the page opens that form, filled in.
test('“put me on the list at Neon Room Saturday, 2 ladies” opens the join form filled in; JOIN joins', {
  tag: '@phone-only',
}, async ({ page, context }) => {
  await atNoonToday(context);
  const saturday = comingWeekday('saturday');
  const neon = (await clubsOn(page, saturday)).find((club) => club.name === 'Neon Room')!;
  await page.goto('/ai-assistant');
  await ask(page, 'put me on the list at Neon Room Saturday, 2 ladies');

  // Signed out: the concierge's form waits for the sign-up, then opens by itself.
  await expect(dialog(page)).toBeVisible();
  await signUp(page);
  await expect(page).toHaveURL(new RegExp(`/join-guestlist/${neon.id}\\?date=${saturday}&`));
  await expect(page.getByRole('heading', { name: 'JOIN GUEST LIST', level: 1 })).toBeFocused();
  await expect(page.getByText(`Your night: ${longNight(saturday)}`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'LADIES' }).locator('output')).toHaveText('2');
  await expect(page.getByRole('group', { name: 'MEN' }).locator('output')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('2 people: 2 ladies');

  // Nothing is joined until the member taps JOIN.
  const passes = await page.request.get('/api/passes');
  expect(((await passes.json()) as { upcoming: unknown[] }).upcoming).toHaveLength(0);
  await page.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Party of 2: 2 ladies')).toBeVisible();
});

// The web side of the answer's contract, whatever the engine answers: an answer in Spanish with cards,
// links and a form to open, built from the demo city's own clubs.
test('an answer’s form opens once, filled in; its links and its language show under the reply', {
  tag: '@phone-only',
}, async ({ page, context }) => {
  await atNoonToday(context);
  const saturday = comingWeekday('saturday');
  const neon = (await clubsOn(page, saturday)).find((club) => club.name === 'Neon Room')!;
  const party = { female: 2, male: 1 };
  const answer: AssistantResponse = {
    reply: 'Te llevo a la lista de Neon Room del sábado: 2 damas y 1 caballero.',
    engine: 'built-in',
    gender: 'female',
    nights: [{ date: saturday, clubs: [neon] }],
    suggestions: ['¿Y el viernes?'],
    language: 'es',
    party,
    action: {
      kind: 'join',
      clubId: neon.id,
      clubName: neon.name,
      date: saturday,
      gender: 'female',
      party,
      tableTypeId: null,
    },
    links: [
      { kind: 'map', label: 'Mapa de Neon Room', href: neon.mapsUrl },
      { kind: 'call', label: 'Llamar al concierge', href: 'tel:+12125550101' },
      { kind: 'text', label: 'Escribir al concierge', href: 'sms:+12125550101' },
      // Never shown: only web maps, calls and texts are.
      { kind: 'map', label: 'Not a map', href: 'javascript:alert(1)' },
    ],
  };
  await page.route('**/api/assistant', (route) => route.fulfill({ json: answer }));
  await page.goto('/ai-assistant');
  await ask(page, 'ponme en la lista de Neon Room el sábado, 2 chicas y un chico');

  // Signed out: the form waits for the sign-up, then opens by itself, filled in.
  await expect(dialog(page)).toBeVisible();
  await signUp(page);
  const form = `/join-guestlist/${neon.id}?date=${saturday}&ladies=2&men=1`;
  await expect(page).toHaveURL(form);
  await expect(page.getByRole('heading', { name: 'JOIN GUEST LIST', level: 1 })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('3 people: 2 ladies + 1 man');

  // Back in the conversation: the answer, its button and links, and no second trip to the form.
  await page.goBack();
  await expect(page).toHaveURL(/\/ai-assistant$/);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.locator('p[lang="es"]').last()).toHaveText(/^Te llevo a la lista/);
  const open = conversation.getByRole('button', { name: 'ABRIR EL FORMULARIO DE LISTA — NEON ROOM, SÁB' });
  await expect(open).toBeVisible();
  await expect(open).toHaveAccessibleDescription(/No se envía nada hasta que lo confirmes/);
  const shown = conversation.getByRole('list', { name: 'Enlaces de la respuesta' }).getByRole('link');
  await expect(shown).toHaveCount(3);
  const map = shown.filter({ hasText: 'Mapa de Neon Room' });
  await expect(map).toHaveAttribute('href', neon.mapsUrl);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener');
  await expect(map).toHaveAccessibleName('Mapa de Neon Room (se abre en una pestaña nueva)');
  await expect(shown.filter({ hasText: 'Llamar' })).toHaveAttribute('href', 'tel:+12125550101');
  await expect(shown.filter({ hasText: 'Escribir' })).toHaveAttribute('href', 'sms:+12125550101');
  for (const link of await shown.all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // Nothing serious or critical for axe-core in the answer, in either theme (the LADIES one last: the
  // form's address names no list while it is the saved view).
  for (const gender of ['male', 'female'] as const) {
    await page.goto(`/ai-assistant?gender=${gender}`);
    await expect(open).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-label="Conversation"]')
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await expect(page).toHaveURL(/\/ai-assistant\?gender=female$/);
  // The cards' JOIN starts with the party asked about too.
  await card(page, 'Neon Room').getByRole('button', { name: 'JOIN GUEST LIST' }).click();
  await expect(page).toHaveURL(form);
  await page.goBack();
  await expect(page).toHaveURL(/\/ai-assistant\?gender=female$/);
  await open.click();
  await expect(page).toHaveURL(`/join-guestlist/${neon.id}?date=${saturday}&ladies=2&men=1`);
});
