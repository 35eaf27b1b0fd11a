import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { randomPhone } from './auth-helpers.ts';
import { addDoorStaff, apiSignIn, copyOfNeonRoom, joinNeonRoom } from './door-helpers.ts';
import { waitForGuestBook } from './guest-book-helpers.ts';
import { friendsGuestPasses } from './guest-pass-helpers.ts';
import { addDays, clubToday, nextThursday } from './helpers.ts';
import { promoterAtTheDoor } from './self-check-in-fixture.ts';

/**
 * Every screen of the app, for the accessibility scan (accessibility.spec.ts) and the screenshot script
 * (scripts/screenshots.ts): who looks at it, where it is, and what to do on it first (open a dialog).
 */
export type Persona = 'signed-out' | 'member' | 'door' | 'promoter' | 'admin';
export const PERSONAS: readonly Persona[] = ['signed-out', 'member', 'door', 'promoter', 'admin'];
export const THEMES = [
  { gender: 'female', name: 'ladies' },
  { gender: 'male', name: 'men' },
] as const;
export type Theme = (typeof THEMES)[number];

/** What the screens point at: a club, a night, the member's pass and table request. */
export interface World {
  night: string;
  clubId: string;
  passId: string;
  reservationId: string;
  /** The admin's: a night a week out with a confirmed table, and a past night with a completed one. */
  tableNight: string;
  pastNight: string;
  /**
   * The admin's: a club of its own with one spot on `offerNight`, offered to the admin's own pass. A
   * night two weeks after `night`: the club is listed on the home page, whose journeys read `night`.
   */
  offerClubId: string;
  offerNight: string;
  offeredPassId: string;
  /** The member's: a guest pass claimed from a friend's party elsewhere, and a link still to claim. */
  guestPassId: string;
  claimPath: string;
}

export interface Screen {
  /** A file-name-safe name, unique within its persona. */
  name: string;
  path: (world: World) => string;
  /** Waits for what shows the screen is ready, where a moment without spinners does not. */
  ready?: (page: Page) => Promise<void>;
  /** Brings the screen into the state to look at, once it has loaded (opens a dialog, a menu). */
  open?: (page: Page, world: World) => Promise<void>;
}

/** Scrolls `locator` to the top of the screen, just below the page's sticky header. */
const scrollToTop = async (locator: Locator): Promise<void> => {
  const page = locator.page();
  const [box, header] = await Promise.all([
    locator.boundingBox(),
    page.locator('header').first().boundingBox(),
  ]);
  if (box) await page.evaluate(`window.scrollBy(0, ${Math.round(box.y - (header?.height ?? 0) - 8)})`);
};

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
};

// A members' page opened signed out opens the sign-in dialog by itself, from its own chunk: the page's
// title shows first, and a check made then would read the dialog halfway through its fade.
const signInOpened = (page: Page) => expect(page.getByRole('dialog')).toBeVisible();

// The dashboard finds the club's next open night, then loads it: a request after a request.
const nightShown = (page: Page) =>
  expect(page.getByRole('tablist', { name: 'Lists for the night' })).toBeVisible();

const openReservations = async (page: Page) => {
  await page.getByRole('tab', { name: /^RESERVATIONS/ }).click();
  await expect(page.getByRole('list', { name: 'Reservations' })).toBeVisible();
};

export const SCREENS: Record<Persona, Screen[]> = {
  'signed-out': [
    { name: 'home', path: () => '/' },
    {
      name: 'sign-in',
      path: () => '/',
      open: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: 'LOGIN' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { name: 'menu', path: () => '/', open: openMenu },
    { name: 'terms', path: () => '/terms' },
    { name: 'privacy', path: () => '/privacy' },
    { name: 'about', path: () => '/about' },
    { name: 'contact', path: () => '/contact' },
    { name: 'assistant', path: () => '/ai-assistant' },
    { name: 'passes-signed-out', path: () => '/passes', ready: signInOpened },
    {
      name: 'join-signed-out',
      path: (w) => `/join-guestlist/${w.clubId}?date=${w.night}`,
      ready: signInOpened,
    },
    // The door scanner opened signed out: what it is and how door staff get in, behind the dialog.
    {
      name: 'scan-signed-out',
      path: () => '/scan',
      ready: signInOpened,
      open: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('heading', { level: 1, name: 'DOOR SCANNER' })).toBeVisible();
      },
    },
    { name: 'admin-entry', path: () => '/admin' },
    { name: 'not-found', path: () => '/no-such-page' },
  ],
  member: [
    { name: 'home', path: () => '/' },
    { name: 'menu', path: () => '/', open: openMenu },
    { name: 'passes', path: () => '/passes' },
    { name: 'pass', path: (w) => `/passes/${w.passId}` },
    { name: 'guest-pass', path: (w) => `/guest-passes/${w.guestPassId}` },
    { name: 'claim', path: (w) => w.claimPath },
    { name: 'reservation', path: (w) => `/my-reservations/${w.reservationId}` },
    { name: 'join', path: (w) => `/join-guestlist/${w.clubId}?date=${w.night}` },
    { name: 'reserve', path: (w) => `/reserve/${w.clubId}?date=${w.night}` },
    {
      // The review step: the all-in sum, the deposit and the button in the sticky bar.
      name: 'reserve-review',
      path: (w) => `/reserve/${w.clubId}?date=${w.night}`,
      open: async (page) => {
        await page.getByRole('radio', { name: /^Booth/ }).check();
        await page.getByRole('button', { name: 'REVIEW REQUEST' }).click();
        await expect(page.getByRole('region', { name: 'Your request' })).toBeVisible();
      },
    },
    { name: 'profile', path: () => '/profile' },
    { name: 'notifications', path: () => '/notifications' },
    { name: 'assistant', path: () => '/ai-assistant' },
    { name: 'unauthorized', path: () => '/unauthorized' },
  ],
  door: [
    {
      name: 'scan',
      path: () => '/scan',
      // The counters load once the door's club is chosen, a moment after the page's first data.
      ready: (page) => expect(page.getByRole('region', { name: "Tonight's counters" })).toBeVisible(),
    },
  ],
  promoter: [
    { name: 'promoter', path: () => '/promoter' },
    // The night they checked guests in themselves: marked as not paid.
    {
      name: 'promoter-night',
      path: (w) => `/promoter?night=${w.night}`,
      open: (page) => scrollToTop(page.getByRole('heading', { name: 'THAT NIGHT' })),
    },
    // A link's QR, to show in the street.
    {
      name: 'promoter-qr',
      path: () => '/promoter',
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Show the QR code for every night at / })
          .first()
          .click();
        await expect(page.getByRole('dialog').getByRole('img', { name: /^QR code for / })).toBeVisible();
      },
    },
    {
      name: 'promoter-past-nights',
      path: () => '/promoter',
      open: (page) => scrollToTop(page.getByRole('heading', { name: 'PAST NIGHTS' })),
    },
  ],
  admin: [
    { name: 'dashboard', path: () => '/admin/dashboard', ready: nightShown },
    // A night with guests their own promoter checked in at the door: flagged.
    {
      name: 'night-self-check-ins',
      path: (w) => `/admin/dashboard?club=${w.clubId}&date=${w.night}`,
      ready: nightShown,
      open: (page) =>
        scrollToTop(
          page
            .getByRole('list', { name: 'Guestlist' })
            .getByRole('listitem')
            .filter({ hasText: 'CHECKED IN BY THEIR OWN PROMOTER' })
            .first(),
        ),
    },
    {
      name: 'club-editor',
      path: () => '/admin/dashboard',
      ready: nightShown,
      open: async (page) => {
        await page.getByRole('button', { name: 'Edit Neon Room' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      // A table a week out: COMPLETE and NO-SHOW off until its arrival time.
      name: 'night-tables',
      path: (w) => `/admin/dashboard?club=${w.clubId}&date=${w.tableNight}`,
      ready: nightShown,
      open: openReservations,
    },
    {
      name: 'correct-spend',
      path: (w) => `/admin/dashboard?club=${w.clubId}&date=${w.pastNight}`,
      ready: nightShown,
      open: async (page) => {
        await openReservations(page);
        await page.getByRole('button', { name: 'CORRECT SPEND' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'CORRECT SPEND' });
        await dialog.getByLabel('Amount really spent').fill('450');
        await dialog.getByLabel('Reason').fill('A bottle was keyed on the wrong table.');
      },
    },
    // A freed spot offered: the waiting party's pass, the night list's countdown, the club's setting.
    {
      name: 'pass-offered',
      path: (w) => `/passes/${w.offeredPassId}`,
      ready: (page) => expect(page.getByRole('button', { name: 'CLAIM' })).toBeVisible(),
    },
    {
      name: 'night-offers',
      path: (w) => `/admin/dashboard?club=${w.offerClubId}&date=${w.offerNight}`,
      ready: nightShown,
      open: (page) => scrollToTop(page.getByRole('list', { name: 'Guestlist' })),
    },
    {
      name: 'club-editor-waitlist',
      path: () => '/admin/dashboard',
      ready: nightShown,
      open: async (page) => {
        await page.getByRole('button', { name: 'Edit Neon Room' }).click();
        // The dialog scrolls inside itself: the setting at the bottom of the screen, its hints shown.
        await page.getByRole('dialog').getByLabel('Minutes to claim an offer').scrollIntoViewIfNeeded();
      },
    },
    { name: 'reporting', path: () => '/admin/reporting' },
    {
      name: 'reporting-promoters',
      path: () => '/admin/reporting',
      ready: (page) => expect(page.getByRole('region', { name: 'PROMOTERS', exact: true })).toBeVisible(),
      // Up to the night, whose self check-ins the ranking counts apart.
      open: async (page, world) => {
        await page.getByRole('textbox', { name: 'To', exact: true }).fill(world.night);
        const promoters = page.getByRole('region', { name: 'PROMOTERS', exact: true });
        await expect(promoters.getByText('Self check-ins:')).toBeVisible();
        await scrollToTop(promoters);
      },
    },
    { name: 'export', path: () => '/admin/export-guestlist' },
    { name: 'team', path: () => '/admin/team' },
    {
      name: 'guests',
      path: () => '/admin/guests',
      ready: (page) =>
        expect(page.getByRole('list', { name: 'Guests' }).getByRole('link').first()).toBeVisible(),
    },
    {
      name: 'guest-profile',
      path: () => '/admin/guests',
      ready: (page) =>
        expect(page.getByRole('list', { name: 'Guests' }).getByRole('link').first()).toBeVisible(),
      open: async (page) => {
        await page.getByRole('list', { name: 'Guests' }).getByRole('link').first().click();
        await expect(page.getByRole('list', { name: 'Nights' }).getByRole('listitem').first()).toBeVisible();
      },
    },
  ],
};

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Each persona that needs one signs in with an admin number of its own (ADMIN_PHONES). */
export const PERSONA_ADMIN_PHONES: Partial<Record<Persona, string>> = {
  door: '+12125550117',
  promoter: '+12125550128',
  admin: '+12125550129',
};

/**
 * Signs `persona` in on `request` and makes what its screens show: the member gets a pass and a table
 * request for the next Thursday at Neon Room; the door and the promoter are added by an admin, signed
 * in on `adminRequest`. The promoter works the door too and checks guests in themselves on that night,
 * as does the admin's own promoter (signed in on `adminRequest`), so their screens show self check-ins.
 */
export async function buildWorld(
  persona: Persona,
  request: APIRequestContext,
  adminRequest: APIRequestContext,
): Promise<World> {
  const night = nextThursday();
  const { clubs } = await ok<{ clubs: { id: string; name: string }[] }>(
    await request.get(`/api/clubs?date=${night}`),
  );
  const world: World = {
    night,
    clubId: clubs.find((club) => club.name === 'Neon Room')!.id,
    passId: '',
    reservationId: '',
    tableNight: addDays(night, 7),
    pastNight: addDays(night, -7),
    offerClubId: '',
    offerNight: addDays(night, 14),
    offeredPassId: '',
    guestPassId: '',
    claimPath: '',
  };
  const adminPhone = PERSONA_ADMIN_PHONES[persona];
  if (adminPhone) await apiSignIn(persona === 'admin' ? request : adminRequest, adminPhone, 'Ava');
  // The guest book lists what its fold job has added: its screens look at a book with guests in it.
  if (persona === 'admin') await waitForGuestBook(request);
  if (persona === 'member') {
    await apiSignIn(request, randomPhone());
    ({ passId: world.passId } = await joinNeonRoom(request, night, { ladies: 1, men: 1 }));
    ({ id: world.reservationId } = await ok<{ id: string }>(
      await request.post('/api/reservations', {
        data: { clubId: world.clubId, date: night, partySize: 4, arrivalTime: '23:00', notes: 'Birthday' },
      }),
    ));
    await friendsGuestPasses(request, adminRequest, clubs, night, world);
  } else if (persona === 'admin') {
    // A member books a table a week out (no table preference: no deposit) and the admin confirms it.
    await apiSignIn(adminRequest, randomPhone());
    const booked = await ok<{ id: string }>(
      await adminRequest.post('/api/reservations', {
        data: { clubId: world.clubId, date: world.tableNight, partySize: 4, arrivalTime: '23:00' },
      }),
    );
    await ok(
      await request.post(`/api/admin/reservations/${booked.id}/status`, { data: { status: 'confirmed' } }),
    );
    world.pastNight = await nightWithCompletedTable(request, world.clubId);
    // Then a promoter of its own (signed in on the spare context) who checked guests in themselves.
    await promoterAtTheDoor(request, adminRequest, randomPhone(), world);
    await spotOffered(request, adminRequest, world);
  } else if (persona === 'door') {
    const phone = randomPhone();
    await addDoorStaff(adminRequest, phone);
    await apiSignIn(request, phone, 'Dee');
  } else if (persona === 'promoter') {
    await promoterAtTheDoor(adminRequest, request, randomPhone(), world);
  }
  return world;
}

/**
 * A freed spot offered to the admin's own pass (decision 037): a club of its own with one spot for a
 * lady on the night, held by a member (signed in on `spare`) who cancels while the admin waits.
 */
async function spotOffered(admin: APIRequestContext, spare: APIRequestContext, world: World): Promise<void> {
  // One open offer per member and night: an earlier world's (the other width's) is declined first.
  const { entries } = await ok<{ entries: { id: string; offer: { state: string } | null }[] }>(
    await admin.get('/api/guestlist-entries'),
  );
  for (const entry of entries.filter((e) => e.offer?.state === 'open'))
    await ok(await admin.post(`/api/guestlist-entries/${entry.id}/decline-offer`));
  world.offerClubId = await copyOfNeonRoom(admin, `Offer Lounge ${randomPhone().slice(-6)}`);
  await ok(
    await admin.post(`/api/admin/clubs/${world.offerClubId}/dates`, {
      data: { dates: [world.offerNight], capacityFemale: 1, capacityMale: 0 },
    }),
  );
  await apiSignIn(spare, randomPhone(), 'Bea');
  const party = { clubId: world.offerClubId, date: world.offerNight, ladies: 1, men: 0 };
  const held = await ok<{ id: string }>(await spare.post('/api/guestlist-entries', { data: party }));
  ({ id: world.offeredPassId } = await ok<{ id: string }>(
    await admin.post('/api/guestlist-entries', { data: party }),
  ));
  await ok(await spare.post(`/api/guestlist-entries/${held.id}/cancel`));
}

/** The latest of the demo's past nights (four weeks) at the club with a completed table. */
async function nightWithCompletedTable(request: APIRequestContext, clubId: string): Promise<string> {
  for (let days = 1; days <= 28; days++) {
    const date = addDays(clubToday(), -days);
    const night = await request.get(`/api/admin/nights/${clubId}/${date}`);
    if (!night.ok()) continue;
    const { reservations } = (await night.json()) as { reservations: { status: string }[] };
    if (reservations.some((r) => r.status === 'completed')) return date;
  }
  throw new Error('No past night with a completed table in the demo data');
}

/**
 * Opens `screen` in `theme` and waits until it has settled: its data loaded (no spinner or skeleton
 * left) and its first-state action done.
 */
export async function showScreen(page: Page, screen: Screen, world: World, theme: Theme): Promise<void> {
  const url = new URL(screen.path(world), 'http://x');
  url.searchParams.set('gender', theme.gender);
  await page.goto(url.pathname + url.search);
  await expect(page.locator('#root main, #root [role="main"]').first()).toBeVisible();
  // Every screen has its title: a lazy page still loading shows none (and an empty page has nothing to
  // find wrong with).
  // A members' page opened signed out may have opened its sign-in dialog already, which hides the
  // page's title from the accessibility tree: the dialog counts as shown.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await screen.ready?.(page);
  await settle(page);
  if (screen.open) {
    await screen.open(page, world);
    await settle(page);
  }
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  // Transitions (a dialog's fade, a drawer's slide) end before anyone reads the page. A transition
  // starts a frame after its element mounts, so two frames pass first, and the wait repeats until a
  // frame starts none.
  // (A string, not a function: scripts/screenshots.ts type-checks this file without the DOM's types.)
  await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  })()`);
}
