import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import webpush from 'web-push';
import { MAX_PUSH_DEVICES } from '../../shared/api/push-schema.ts';
import { loadConfig } from '../config/config.ts';
import { resolveVapidKeys } from '../push/vapid-keys.ts';
import { createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const b64u = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');
const keys = () => {
  const ecdh = crypto.createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: b64u(16) };
};
const fcm = () => `https://fcm.googleapis.com/fcm/send/${b64u(24)}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T20:00:00Z') });
});
afterAll(() => t?.close());

function save(
  member: Member,
  body: unknown,
  userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: member.cookie, 'user-agent': userAgent },
    payload: body as object,
  });
}

describe('push subscriptions', () => {
  test('the public key is the kept VAPID key; a device saved is listed by label and service, never its endpoint', async () => {
    const member = await createMember(t.database.db);
    const key = (await t.app.inject({ url: '/api/push/public-key' })).json() as { publicKey: string };
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const endpoint = fcm();
    const saved = await save(member, { endpoint, keys: keys(), theme: 'male' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      device: { label: 'Chrome on Android', service: 'https://fcm.googleapis.com', lastUsedAt: null },
    });
    const list = await t.app.inject({ url: '/api/push/subscriptions', headers: { cookie: member.cookie } });
    expect(list.json().devices).toHaveLength(1);
    expect(list.body).not.toContain(endpoint);
    // Saving the same endpoint again renews it: still one device.
    expect((await save(member, { endpoint, keys: keys() })).json().devices).toHaveLength(1);
  });

  test('refuses what is not a push subscription, with a clear 400', async () => {
    const member = await createMember(t.database.db);
    const cases: [unknown, RegExp][] = [
      [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: keys() }, /https:\/\//],
      [{ endpoint: 'https://169.254.169.254/latest/meta-data', keys: keys() }, /push service/],
      [{ endpoint: 'https://evil.example/fcm.googleapis.com', keys: keys() }, /push service/],
      [{ endpoint: 'http://127.0.0.1:9/push/x', keys: keys() }, /https:\/\//],
      [{ endpoint: 'not a url', keys: keys() }, /endpoint/],
      [{ endpoint: fcm(), keys: { p256dh: b64u(32), auth: b64u(16) } }, /keys\.p256dh .*65 bytes/],
      [
        { endpoint: fcm(), keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: b64u(16) } },
        /P-256 public key/,
      ],
      [{ endpoint: fcm(), keys: { ...keys(), auth: 'not base64!' } }, /keys\.auth .*16 bytes/],
      [{ endpoint: fcm() }, /keys/],
      [{ endpoint: fcm(), keys: keys(), theme: 'purple' }, /theme/],
      [{ endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}`, keys: keys() }, /2,048/],
    ];
    for (const [body, message] of cases) {
      const response = await save(member, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const list = await t.app.inject({ url: '/api/push/subscriptions', headers: { cookie: member.cookie } });
    expect(list.json().devices).toEqual([]);
  });

  test('signed out: no subscribing, listing or removing', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          payload: { endpoint: fcm(), keys: keys() },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/push/subscriptions' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: fcm() } }))
        .statusCode,
    ).toBe(401);
  });

  test('a member cannot see or remove another member’s device, by endpoint or id', async () => {
    const owner = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const endpoint = fcm();
    const { device } = (await save(owner, { endpoint, keys: keys() })).json() as { device: { id: string } };
    const byEndpoint = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: other.cookie },
      payload: { endpoint },
    });
    expect(byEndpoint.statusCode).toBe(404);
    const byId = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${device.id}`,
      headers: { cookie: other.cookie },
    });
    expect(byId.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/push/subscriptions', headers: { cookie: other.cookie } })).json(),
    ).toEqual({
      devices: [],
    });
    const mine = await t.app.inject({ url: '/api/push/subscriptions', headers: { cookie: owner.cookie } });
    expect(mine.json().devices.map((d: { id: string }) => d.id)).toEqual([device.id]);
    // The owner removes it from the profile's list.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${device.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.json()).toEqual({ devices: [] });
  });

  test(`at most ${MAX_PUSH_DEVICES} devices per member`, async () => {
    const member = await createMember(t.database.db);
    for (let i = 0; i < MAX_PUSH_DEVICES; i += 1)
      expect((await save(member, { endpoint: fcm(), keys: keys() })).statusCode).toBe(201);
    const over = await save(member, { endpoint: fcm(), keys: keys() });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'too_many_devices',
      message: expect.stringMatching(/remove one/),
    });
  });

  test('a cross-site request cannot turn push on or off', async () => {
    const member = await createMember(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: member.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { endpoint: fcm(), keys: keys() },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('VAPID keys', () => {
  test('created once and kept: every later start (and every process) reads the same pair', async () => {
    const first = await resolveVapidKeys(t.database.db, {});
    const again = await resolveVapidKeys(t.database.db, {});
    expect(again).toEqual(first);
    const served = (await t.app.inject({ url: '/api/push/public-key' })).json();
    expect(served.publicKey).toBe(first.publicKey);
  });

  test('configured keys win; one without the other, or a contact that is no address, is refused', async () => {
    const pair = webpush.generateVAPIDKeys();
    expect(
      await resolveVapidKeys(t.database.db, { publicKey: pair.publicKey, privateKey: pair.privateKey }),
    ).toEqual(pair);
    const base = { NODE_ENV: 'test', DATA_DIR: '.tmp/unused' };
    expect(() => loadConfig({ ...base, PUSH_VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set together/);
    expect(() => loadConfig({ ...base, PUSH_CONTACT: 'ops@example.com' })).toThrow(
      /PUSH_CONTACT must be a mailto:/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PUSH_ALLOW_LOCAL_ENDPOINTS: 'on' })).toThrow(
      /PUSH_ALLOW_LOCAL_ENDPOINTS must be "off" in production/,
    );
    expect(loadConfig({ ...base, PUSH_CONTACT: 'https://nightlist.example/contact' }).pushContact).toBe(
      'https://nightlist.example/contact',
    );
  });
});

describe('push off', () => {
  test('without a contact in production the key is not served and nothing can subscribe', async () => {
    const off = await createTestApp({ push: null });
    try {
      const member = await createMember(off.database.db);
      const key = await off.app.inject({ url: '/api/push/public-key' });
      expect(key.statusCode).toBe(503);
      const saved = await off.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { cookie: member.cookie },
        payload: { endpoint: fcm(), keys: keys() },
      });
      expect(saved.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });
});
