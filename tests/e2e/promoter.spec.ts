import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Browser, devices, expect, type TestInfo, test } from '@playwright/test';
import { randomPhone, signUp } from './auth-helpers.ts';
import { apiSignIn, copyOfNeonRoom } from './door-helpers.ts';
import { addDays, closeContexts, clubToday } from './helpers.ts';

/**
 * This spec's own admin numbers: a number shared with other specs runs into the per-number limit on
 * sign-in codes (10 a day) once enough of them sign in during one run.
 */
const adminPhone = (testInfo: TestInfo) => `+121255501${testInfo.project.name === 'phone' ? 20 : 21}`;

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

async function phoneContext(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL });
}

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A venue running `clubId`, with `managerPhone` as its manager. */
async function newVenue(admin: APIRequestContext, name: string, clubId: string, managerPhone: string) {
  const venue = await ok<{ id: string }>(
    admin.post('/api/admin/venues', { data: { name, clubIds: [clubId] } }),
  );
  await ok(
    admin.post('/api/admin/team', {
      data: { phoneNumber: managerPhone, role: 'manager', venueId: venue.id },
    }),
  );
  return venue.id;
}

test('a manager invites a promoter, whose link brings a party the door lets in part of: the promoter sees it live', async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone journey: promoters work from their phones');
  const { baseURL } = testInfo.project.use;
  const run = randomInt(100_000);
  const clubName = `Promo Lounge ${run}`;
  const venueName = `Promo Group ${run}`;
  // A night no other journey lists clubs on, within the four weeks a club-wide link looks ahead.
  const night = addDays(clubToday(), 15);
  const managerPhone = randomPhone();
  const promoterPhone = randomPhone();
  const otherManagerPhone = randomPhone();

  // The platform admin: our club with one night open, run by a venue with its manager; and another
  // venue, with a hidden club of its own and its own manager.
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, adminPhone(testInfo), 'Ana');
  const clubId = await copyOfNeonRoom(admin, clubName);
  await ok(admin.post(`/api/admin/clubs/${clubId}/dates`, { data: { dates: [night] } }));
  await newVenue(admin, venueName, clubId, managerPhone);
  const otherClubId = await copyOfNeonRoom(admin, `Elsewhere ${run}`, false);
  await newVenue(admin, `Elsewhere Group ${run}`, otherClubId, otherManagerPhone);
  await admin.dispose();

  const managerContext = await phoneContext(browser, testInfo);
  const promoterContext = await phoneContext(browser, testInfo);
  const memberContext = await phoneContext(browser, testInfo);
  const other = await playwright.request.newContext({ baseURL });
  try {
    // The manager pays $10 a lady and $5 a man who come in, then adds the promoter on the TEAM page.
    const manager = managerContext.request;
    await apiSignIn(manager, managerPhone, 'Max');
    await ok(
      manager.put(`/api/admin/clubs/${clubId}/promoter-rates`, {
        data: { lady: 10, man: 5, bonusAfter: null, bonus: 0 },
      }),
    );
    const managerPage = await managerContext.newPage();
    await managerPage.goto('/admin/team');
    await managerPage.getByRole('button', { name: 'ADD TO TEAM' }).first().click();
    const addDialog = managerPage.getByRole('dialog', { name: 'ADD TO TEAM' });
    await expect(addDialog.getByLabel('Phone number')).toBeFocused();
    await addDialog.getByLabel('Phone number').fill(promoterPhone);
    await addDialog.getByRole('combobox', { name: 'Role' }).click();
    await managerPage.getByRole('option', { name: /^Promoter/ }).click();
    await addDialog.getByRole('button', { name: 'ADD TO TEAM' }).click();
    await expect(addDialog).toBeHidden();
    await expect(managerPage.getByRole('status')).toContainText(
      `is now promoter at every club of ${venueName}`,
    );

    // The promoter: the menu leads to their page, where the link for every night is ready to copy.
    await promoterContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    await apiSignIn(promoterContext.request, promoterPhone, 'Pia');
    const promoter = await promoterContext.newPage();
    await promoter.goto('/');
    await promoter.getByRole('button', { name: 'Open menu' }).click();
    await promoter
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'PROMOTER' })
      .click();
    await expect(promoter).toHaveURL(/\/promoter$/);
    const card = promoter.getByRole('region', { name: clubName });
    await expect(card).toContainText('$10 a lady · $5 a man');
    await card.getByRole('button', { name: `Copy the link for every night at ${clubName}` }).click();
    await expect(promoter.getByText('Link copied')).toBeVisible();
    const link = await promoter.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/p/[a-z0-9]{6,16}$`));
    // Shown on one line without the scheme; COPY takes the whole address.
    await expect(card).toContainText(link.replace(/^https?:\/\//, ''));
    // A QR of the same link, to show in the street.
    await card.getByRole('button', { name: `Show the QR code for every night at ${clubName}` }).click();
    const qr = promoter.getByRole('dialog', { name: new RegExp(`get on the list at ${clubName}`, 'i') });
    await expect(qr.getByRole('img', { name: /^QR code for / })).toBeVisible();
    await qr.getByRole('button', { name: 'CLOSE' }).click();
    await expect(qr).toBeHidden();

    // Tonight's view of the night the member will come: nobody yet.
    await promoter.goto(`/promoter?night=${night}`);
    const figures = promoter.getByRole('list', { name: "The night's figures" });
    await expect(figures).toContainText('ON THE LIST0');

    // A member opens the link, signs up, and joins with a party of 3 (2 ladies and a man).
    const member = await memberContext.newPage();
    await member.goto(new URL(link).pathname);
    await expect(member).toHaveURL(new RegExp(`/join-guestlist/${clubId}\\?date=${night}`));
    // Signed out: the sign-in dialog opens by itself, and signing up lands back on the join page.
    await signUp(member);
    await expect(member.getByText('Invited by Pia')).toBeVisible();
    await member.getByRole('group', { name: 'LADIES' }).getByRole('button', { name: 'More ladies' }).click();
    await member.getByRole('group', { name: 'MEN' }).getByRole('button', { name: 'More men' }).click();
    await member.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
    await expect(member).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);
    await expect(member.getByText('With Pia Lovelace')).toBeVisible();
    const passId = new URL(member.url()).pathname.split('/').at(-1)!;

    // The promoter's page has the party, live.
    const guests = promoter.getByRole('list', { name: 'Your guests' });
    await expect(guests.getByRole('listitem')).toHaveCount(1);
    await expect(guests).toContainText('Ada Lovelace');
    await expect(guests).toContainText('0 of 3 in');

    // The door (the manager works it) lets 2 of the 3 in; the pass names the promoter there too.
    const admitted = await ok<{ verdict: string; pass: { cameWith: string | null } }>(
      manager.post('/api/door/check-ins', {
        data: { clubId, date: night, passId, passKind: 'guestlist', people: 2 },
      }),
    );
    expect(admitted.verdict).toBe('valid');
    expect(admitted.pass.cameWith).toBe('Pia Lovelace');

    // Live on the promoter's phone: 2 of 3 in, and 1 proven lady + 1 of either at the lower rate.
    await expect(guests).toContainText('2 of 3 in');
    await expect(figures).toContainText('ARRIVED2');
    await expect(figures).toContainText('CONVERSION67%');
    await expect(figures).toContainText('EARNED$15.00');
    // The one of either is said, with why it earned the man's rate.
    await expect(
      promoter.getByText(/^1 guest earned the lower rate \(\$5 each\): only part of a mixed party/),
    ).toBeVisible();

    // The manager lets the promoter add 2 guests a night by name; a pasted list is read line by line.
    const { members } = await ok<{ members: { id: string; phoneNumber: string; role: string }[] }>(
      manager.get('/api/admin/team'),
    );
    const role = members.find((m) => m.phoneNumber === promoterPhone && m.role === 'promoter');
    await ok(manager.put(`/api/admin/team/${role!.id}`, { data: { guestAllowance: 2 } }));
    await promoter.getByRole('button', { name: 'ADD GUESTS' }).click();
    const adding = promoter.getByRole('dialog', { name: /ADD GUESTS/ });
    await expect(adding.getByLabel('First name')).toBeFocused();
    await adding.getByRole('tab', { name: 'PASTE A LIST' }).click();
    const box = adding.getByLabel('Guests, one per line');
    await box.fill(`Mia Wong, ${randomPhone()}, L\nLeo, ${randomPhone()}, M`);
    await expect(adding).toContainText('Add Leo’s last name.');
    await adding.getByRole('button', { name: 'ADD 1 GUEST' }).click();
    await expect(adding).toContainText('Fix 1 line first');
    await expect(box).toBeFocused();
    await box.fill(`Mia Wong, ${randomPhone()}, L\nLeo Park, ${randomPhone()}, M`);
    await adding.getByRole('button', { name: 'ADD 2 GUESTS' }).click();
    await expect(adding.getByRole('status')).toContainText('2 on the list');
    await expect(adding.getByRole('status')).toContainText('2 of 2 used · 0 left');
    await adding.getByRole('button', { name: 'DONE' }).click();
    await expect(guests.getByRole('listitem')).toHaveCount(3);
    // Added by name: whether they have opened their pass yet (the member who joined is not asked).
    await expect(guests.getByRole('listitem').filter({ hasText: 'Mia Wong' })).toContainText(
      'pass not opened yet',
    );
    await expect(guests.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).not.toContainText('pass');
    await expect(figures).toContainText('ON THE LIST5');

    // A manager of another venue sees none of it.
    await apiSignIn(other, otherManagerPhone, 'Olga');
    const team = await ok<{ venues: { name: string }[]; members: { phoneNumber: string }[] }>(
      other.get('/api/admin/team'),
    );
    expect(team.venues.map((venue) => venue.name)).toEqual([`Elsewhere Group ${run}`]);
    expect(team.members.map((member) => member.phoneNumber)).not.toContain(promoterPhone);
    const ranking = await ok<{ promoters: unknown[] }>(
      other.get(`/api/admin/promoters?from=${night}&to=${night}`),
    );
    expect(ranking.promoters).toEqual([]);
    expect((await other.get(`/api/admin/promoters?from=${night}&to=${night}&clubId=${clubId}`)).ok()).toBe(
      false,
    );
    expect((await other.get(`/api/admin/nights/${clubId}/${night}`)).ok()).toBe(false);
  } finally {
    await other.dispose();
    await closeContexts(managerContext, promoterContext, memberContext);
  }
});

test('a member already on the night who opens a second promoter’s link is told so, with their entry', async ({
  browser,
  playwright,
}, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const run = randomInt(100_000);
  const clubName = `Second Link ${run}`;
  const night = addDays(clubToday(), 16);
  const managerPhone = randomPhone();
  const [piaPhone, paulPhone] = [randomPhone(), randomPhone()];

  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, adminPhone(testInfo), 'Ana');
  const clubId = await copyOfNeonRoom(admin, clubName);
  await ok(admin.post(`/api/admin/clubs/${clubId}/dates`, { data: { dates: [night] } }));
  const venueId = await newVenue(admin, `Second Group ${run}`, clubId, managerPhone);
  for (const phoneNumber of [piaPhone, paulPhone])
    await ok(admin.post('/api/admin/team', { data: { phoneNumber, role: 'promoter', venueId } }));
  await admin.dispose();

  const pia = await playwright.request.newContext({ baseURL });
  const paul = await playwright.request.newContext({ baseURL });
  const memberContext = await phoneContext(browser, testInfo);
  const otherContext = await phoneContext(browser, testInfo);
  try {
    await apiSignIn(pia, piaPhone, 'Pia');
    await apiSignIn(paul, paulPhone, 'Paul');
    const piaLink = await ok<{ code: string }>(
      pia.post('/api/promoter/links', { data: { clubId, date: night } }),
    );
    const paulLink = await ok<{ path: string }>(
      paul.post('/api/promoter/links', { data: { clubId, date: night } }),
    );

    // The member joins through Pia's link with a party of 2 ladies and a man.
    const memberPhone = randomPhone();
    await apiSignIn(memberContext.request, memberPhone);
    const entry = await ok<{ id: string }>(
      memberContext.request.post('/api/guestlist-entries', {
        data: { clubId, date: night, ladies: 2, men: 1, promoterCode: piaLink.code },
      }),
    );

    // Paul's link: no fresh join form, but the entry as it stands and whose link it came through.
    const member = await memberContext.newPage();
    await member.goto(paulLink.path);
    await expect(member.getByRole('heading', { name: 'YOU’RE ALREADY ON THIS LIST' })).toBeVisible();
    await expect(member.getByText('2 ladies + 1 man')).toBeVisible();
    await expect(member.getByText(/You joined through Pia L\.’s link/)).toBeVisible();
    await expect(member.getByRole('button', { name: 'JOIN GUEST LIST' })).toHaveCount(0);
    await member.getByRole('link', { name: 'OPEN YOUR PASS' }).click();
    await expect(member).toHaveURL(new RegExp(`/passes/${entry.id}$`));

    // On another phone, signed out: the link leads to the join page, and signing in there says the same.
    const page = await otherContext.newPage();
    await page.goto(paulLink.path);
    await expect(page).toHaveURL(new RegExp(`/join-guestlist/${clubId}\\?date=${night}`));
    await apiSignIn(otherContext.request, memberPhone);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'YOU’RE ALREADY ON THIS LIST' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'JOIN GUEST LIST' })).toHaveCount(0);
  } finally {
    await pia.dispose();
    await paul.dispose();
    await closeContexts(memberContext, otherContext);
  }
});
