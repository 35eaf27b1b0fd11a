import { randomInt, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, BrowserContext, CDPSession, Page } from '@playwright/test';
import { FakePushService, type FakeSubscription } from '../../src/server/testing/fake-push-service.ts';
import type { PushPayload } from '../../src/shared/api/push-schema.ts';
import { randomPhone } from './auth-helpers.ts';
import { apiSignIn, copyOfNeonRoom } from './door-helpers.ts';
import { expect, newMember, test } from './fixtures.ts';
import { addDays, clubToday } from './helpers.ts';
import { waitForWorker } from './pwa-helpers.ts';

// Chromium here reaches no browser push service. The page's PushManager is stubbed (an init script)
// to hand out a subscription pointed at a push service this test runs, with keys the test holds; the
// server pushes there for real (VAPID, aes128gcm), the test decrypts each message and delivers it to
// the service worker through the DevTools protocol, and fires the notification's buttons through the
// worker's test hook (the same code a tap runs).

// A member's phone and its lock screen: the desktop run would repeat the same requests at another width.
test.skip(({ isMobile }) => !isMobile, 'Phone flow: push to a member’s phone');

const service = new FakePushService();
test.beforeAll(() => service.start());
test.afterAll(() => service.stop());

async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** Stubs the Push API and the permission prompt: `subscription` is what this browser subscribes with. */
async function stubPushManager(context: BrowserContext, subscription: FakeSubscription): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((sub: FakeSubscription) => {
    const KEY = 'e2e:pushSubscribed';
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription | null;
    Notification.requestPermission = async () => 'granted';
  }, subscription);
}

/** The DevTools session that delivers pushes to the page's service worker registration. */
async function workerPushChannel(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const live = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
    if (live) registrationId = live.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationId, { message: 'the service worker registration' }).toBeTruthy();
  const origin = new URL(page.url()).origin;
  return {
    deliver: (payload: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrationId!,
        data: JSON.stringify(payload),
      }),
  };
}

/** The titles of the notifications the service worker shows now. */
function shownNotifications(page: Page): Promise<{ title: string; actions: string[]; icon: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      icon: n.icon,
      actions: ((n as unknown as { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
    }));
  });
}

/** What a tap on the notification's `action` button does (the worker's test hook runs it). */
async function tapNotification(page: Page, action: string): Promise<void> {
  await page.evaluate((tapped) => {
    navigator.serviceWorker.controller?.postMessage({ type: 'TEST_NOTIFICATION_CLICK', action: tapped });
  }, action);
}

test('a waitlisted member turns on push, a spot frees, and CLAIM on the notification confirms the pass', async ({
  page,
  playwright,
  adminContext,
}, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const night = addDays(clubToday(), 19);
  const admin = adminContext.request;
  const clubName = `Push Lounge ${randomInt(100_000)}`;
  const clubId = await copyOfNeonRoom(admin, clubName);
  await ok(
    admin.post(`/api/admin/clubs/${clubId}/dates`, {
      data: { dates: [night], capacityFemale: 1, capacityMale: 0 },
    }),
  );
  const other = await playwright.request.newContext({ baseURL });
  await apiSignIn(other, randomPhone(), 'Bea');
  const taken = await ok<{ id: string; status: string }>(
    other.post('/api/guestlist-entries', { data: { clubId, date: night, ladies: 1, men: 0 } }),
  );
  expect(taken.status).toBe('confirmed');

  try {
    const subscription = service.subscribe();
    await stubPushManager(page.context(), subscription);
    await newMember(page.context());
    await page.goto(`/join-guestlist/${clubId}?date=${night}&gender=female`);
    await waitForWorker(page);
    await page.getByRole('button', { name: 'JOIN GUEST LIST' }).click();
    await expect(page).toHaveURL(/\/passes\/[0-9a-f-]{36}$/);
    const passPath = new URL(page.url()).pathname;
    await expect(page.getByText("You're #1 on the waitlist")).toBeVisible();

    // The prompt comes with the pass just joined; one tap turns push on for this device.
    const prompt = page.getByRole('region', { name: 'Turn on alerts?' });
    await expect(prompt).toContainText('the moment a spot opens for you');
    const { violations } = await new AxeBuilder({ page }).include('section').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await prompt.getByRole('button', { name: 'TURN ON ALERTS' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Alerts are on for this device.' }),
    ).toBeVisible();
    const channel = await workerPushChannel(page);

    // She cancels: the spot is offered to us (decision 037), and the server pushes the offer.
    await ok(other.post(`/api/guestlist-entries/${taken.id}/cancel`));
    const offerPush = () =>
      service
        .messagesTo(subscription.endpoint)
        .find((message) => (message.payload as PushPayload).kind === 'guestlist-offered');
    // The worker sends within its poll (5 s) of the cancellation.
    await expect.poll(offerPush, { message: 'the offer pushed to the local push service' }).toBeTruthy();
    const offered = offerPush()!;
    expect(service.refused).toEqual([]);
    expect(offered.urgency).toBe('high');
    const title = (offered.payload as PushPayload).title;
    expect(title).toMatch(new RegExp(`^A spot opened at ${clubName}: claim by \\d{1,2}:\\d{2}`));
    expect(offered.payload).toMatchObject({
      url: passPath,
      theme: 'female',
      actions: [
        { action: 'claim', title: 'CLAIM' },
        { action: 'open', title: 'OPEN PASS' },
      ],
    });

    // The decrypted message goes to the service worker, which shows it with CLAIM; a tap on CLAIM
    // claims the spot from the worker (no page open on the pass) and opens the pass, confirmed.
    await page.goto('/');
    await channel.deliver(offered.payload);
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title,
        icon: expect.stringMatching(/\/icons\/push-female-192\.png$/),
        actions: ['CLAIM', 'OPEN PASS'],
      });
    await tapNotification(page, 'claim');
    await expect(page).toHaveURL(new RegExp(`${passPath}$`));
    await expect(page.getByText('CONFIRMED', { exact: true })).toBeVisible();

    // The profile lists the device, and the switch turns push off here.
    await page.goto('/profile');
    const settings = page.getByRole('region', { name: 'Push notifications' });
    await expect(settings.getByRole('list', { name: 'Devices with alerts on' })).toContainText('This device');
    const here = settings.getByRole('switch', { name: 'Alerts on this device' });
    await expect(here).toBeChecked();
    // The switch settles once the server has forgotten the device.
    await here.click();
    await expect(here).not.toBeChecked();
    await expect(settings.getByRole('list', { name: 'Devices with alerts on' })).toHaveCount(0);
  } finally {
    await other.dispose();
  }
});

test('OPEN PASS on a notification opens its pass, and nothing is claimed', async ({ page }) => {
  const subscription = service.subscribe();
  await stubPushManager(page.context(), subscription);
  await newMember(page.context());
  await page.goto('/notifications');
  await waitForWorker(page);
  const entryId = randomUUID();
  // OPEN PASS must only open: any request to claim from the worker would be a bug.
  const claims: string[] = [];
  await page.context().route(`**/api/guestlist-entries/${entryId}/claim-offer`, async (route) => {
    claims.push(route.request().method());
    await route.fulfill({ status: 500, body: '' });
  });
  const channel = await workerPushChannel(page);
  const offer: PushPayload = {
    title: 'A spot opened at Neon Room: claim by 11:30',
    body: 'Party of 2. Claim it in the app by 11:30 (club time) or it goes to the next party.',
    url: `/passes/${entryId}`,
    kind: 'guestlist-offered',
    tag: `/passes/${entryId}`,
    theme: 'male',
    actions: [
      { action: 'claim', title: 'CLAIM' },
      { action: 'open', title: 'OPEN PASS' },
    ],
  };
  await channel.deliver(offer);
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: offer.title,
      icon: expect.stringMatching(/\/icons\/push-male-192\.png$/),
      actions: ['CLAIM', 'OPEN PASS'],
    });
  await tapNotification(page, 'open');
  await expect(page).toHaveURL(new RegExp(`/passes/${entryId}$`));
  expect(claims).toEqual([]);
});
