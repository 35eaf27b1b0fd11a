import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PushPayload } from '../../shared/api/push-schema.ts';
import { notificationDeliveries, notifications, pushSubscriptions, users } from '../db/schema.ts';
import { FIRST_RETRY_MS } from '../notifications/delivery-worker.ts';
import { insertNotification } from '../notifications/notifications-repository.ts';
import { FakePushService, type FakeSubscription } from '../testing/fake-push-service.ts';
import { insertClub } from '../testing/fixtures.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { createMember, type Member } from '../testing/members.ts';
import { BOOTH, reservationApi } from '../testing/reservations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const NOW = new Date('2026-11-23T20:00:00Z');
const CONTACT = 'mailto:ops@nightlist.example';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1';

const service = new FakePushService();
const logs = captureLogs();
let t: TestApp;
let now = NOW;
function setNow(at: Date) {
  now = at;
  t.setNow(at);
}
let api: ReturnType<typeof reservationApi>;

beforeAll(async () => {
  await service.start();
  t = await createTestApp({
    now: NOW,
    logger: logs.logger,
    env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'on', PUSH_CONTACT: CONTACT },
  });
  const club = await insertClub(t.database.db, {
    name: 'Neon Room',
    reservationsEnabled: true,
    tableTypes: [BOOTH],
  });
  api = reservationApi(t, { clubId: club.id, date: '2026-11-27' });
});
afterAll(async () => {
  await t?.close();
  await service.stop();
});

function subscribe(member: Member, subscription: FakeSubscription, theme = 'female') {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: member.cookie, 'user-agent': IPHONE },
    payload: { ...subscription, theme },
  });
}

async function pushOn(member: Member, theme = 'female'): Promise<FakeSubscription> {
  const subscription = service.subscribe();
  const response = await subscribe(member, subscription, theme);
  expect(response.statusCode, response.body).toBe(201);
  return subscription;
}

async function notify(member: Member, kind: string, link: string | null = null) {
  return insertNotification(t.database.db, {
    userId: member.id,
    kind,
    title: 'A spot opened at Neon Room',
    body: 'Party of 2: claim it by 11:30 PM.',
    link,
    createdAt: now,
  });
}

async function pushDeliveries(member: Member) {
  return t.database.db
    .select({
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      nextAttemptAt: notificationDeliveries.nextAttemptAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(eq(notifications.userId, member.id), eq(notificationDeliveries.channel, 'push')));
}

describe('Web Push delivery', () => {
  test('a push reaches each device, VAPID-signed and decryptable with the subscription’s keys', async () => {
    const member = await createMember(t.database.db);
    const phone = await pushOn(member, 'male');
    const laptop = await pushOn(member);
    const entryId = crypto.randomUUID();
    await notify(member, 'guestlist-offered', `/passes/${entryId}`);
    await t.app.deliveryWorker.runOnce();

    expect(service.refused).toEqual([]);
    const [toPhone] = service.messagesTo(phone.endpoint);
    const [toLaptop] = service.messagesTo(laptop.endpoint);
    const { publicKey } = (await t.app.inject({ url: '/api/push/public-key' })).json() as {
      publicKey: string;
    };
    expect(toPhone!.vapid).toMatchObject({ aud: service.origin, sub: CONTACT, publicKey });
    expect(toPhone!.urgency).toBe('high');
    expect(toPhone!.ttl).toBe(24 * 60 * 60);
    expect(toPhone!.payload).toEqual({
      title: 'A spot opened at Neon Room',
      body: 'Party of 2: claim it by 11:30 PM.',
      url: `/passes/${entryId}`,
      kind: 'guestlist-offered',
      tag: `/passes/${entryId}`,
      theme: 'male',
      actions: [
        { action: 'claim', title: 'CLAIM' },
        { action: 'open', title: 'OPEN PASS' },
      ],
    } satisfies PushPayload);
    expect((toLaptop!.payload as PushPayload).theme).toBe('female');
    expect((await pushDeliveries(member)).filter((d) => d.status === 'sent')).toHaveLength(2);
    const devices = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(devices.map((d) => d.lastUsedAt)).toEqual([NOW, NOW]);
    expect(devices.map((d) => d.deviceLabel)).toEqual(['Safari on iPhone', 'Safari on iPhone']);
  });

  test('every notification the app sends goes out by push too (a reservation requested), beside email and SMS', async () => {
    const member = await createMember(t.database.db);
    const device = await pushOn(member);
    expect((await api.create(member)).statusCode).toBe(201);
    const channels = await t.database.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, member.id));
    expect(channels.map((c) => c.channel).sort()).toEqual(['email', 'push', 'sms']);
    await t.app.deliveryWorker.runOnce();
    const [push] = service.messagesTo(device.endpoint);
    expect(push!.payload).toMatchObject({
      kind: 'reservation-requested',
      title: 'Reservation requested at Neon Room',
      url: expect.stringMatching(/^\/my-reservations\//),
      actions: [],
    });
    expect(push!.urgency).toBe('normal');
  });

  test('a member without push gets no push delivery; their email and SMS are unchanged', async () => {
    const member = await createMember(t.database.db);
    await notify(member, 'guestlist-promoted', `/passes/${crypto.randomUUID()}`);
    const channels = await t.database.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, member.id));
    expect(channels.map((c) => c.channel).sort()).toEqual(['email', 'sms']);
  });

  test('a subscription the push service calls gone (410, 404) is deleted with its queued pushes', async () => {
    const member = await createMember(t.database.db);
    const gone = await pushOn(member);
    const missing = await pushOn(member);
    const kept = await pushOn(member);
    service.answer(gone.endpoint, 410);
    service.answer(missing.endpoint, 404);
    await notify(member, 'guestlist-promoted', `/passes/${crypto.randomUUID()}`);
    await t.app.deliveryWorker.runOnce();
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(left.map((d) => d.endpoint)).toEqual([kept.endpoint]);
    expect((await pushDeliveries(member)).map((d) => d.status)).toEqual(['sent']);
    expect(service.messagesTo(kept.endpoint)).toHaveLength(1);
  });

  test('429 and 5xx are retried with the worker’s backoff, then sent', async () => {
    const member = await createMember(t.database.db);
    const device = await pushOn(member);
    service.answer(device.endpoint, 503);
    await notify(member, 'guestlist-joined', `/passes/${crypto.randomUUID()}`);
    await t.app.deliveryWorker.runOnce();
    let [delivery] = await pushDeliveries(member);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery!.lastError).toBe(`The push service ${service.origin} answered 503`);
    expect(delivery!.nextAttemptAt).toEqual(new Date(NOW.getTime() + FIRST_RETRY_MS));

    service.answer(device.endpoint, 429);
    setNow(new Date(NOW.getTime() + FIRST_RETRY_MS));
    await t.app.deliveryWorker.runOnce();
    [delivery] = await pushDeliveries(member);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2 });

    service.answer(device.endpoint, 201);
    setNow(new Date(NOW.getTime() + 3 * FIRST_RETRY_MS));
    await t.app.deliveryWorker.runOnce();
    [delivery] = await pushDeliveries(member);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3 });
    expect(service.messagesTo(device.endpoint)).toHaveLength(1);
    setNow(NOW);
  });

  test('a device turned off before its push was sent gets nothing', async () => {
    const member = await createMember(t.database.db);
    const device = await pushOn(member);
    await notify(member, 'guestlist-joined');
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: member.cookie },
      payload: { endpoint: device.endpoint },
    });
    expect(off.json()).toEqual({ devices: [] });
    await t.app.deliveryWorker.runOnce();
    expect(service.messagesTo(device.endpoint)).toEqual([]);
    expect(await pushDeliveries(member)).toEqual([]);
  });

  test('the logs never hold an endpoint, a device key or the VAPID private key', async () => {
    const member = await createMember(t.database.db);
    const device = await pushOn(member);
    service.answer(device.endpoint, 500);
    await notify(member, 'guestlist-joined');
    await t.app.deliveryWorker.runOnce();
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(stored).toBeDefined();
    const text = logs.text();
    expect(text).toContain('Notification delivery failed; will retry');
    for (const secret of [
      device.endpoint,
      device.keys.p256dh,
      device.keys.auth,
      new URL(device.endpoint).pathname,
    ])
      expect(text).not.toContain(secret);
    const { rows } = (await t.database.db.execute<{ value: string }>(
      "select value from app_secrets where name = 'vapid-keys'",
    )) as unknown as { rows: { value: string }[] };
    const { privateKey } = JSON.parse(rows[0]!.value) as { privateKey: string };
    expect(text).not.toContain(privateKey);
  });
});
