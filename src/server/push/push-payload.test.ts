import { describe, expect, test } from 'vitest';
import { deviceLabelOf, pushEndpointProblem } from './push-endpoint.ts';
import { pushOptionsOf, pushPayloadOf } from './push-payload.ts';

const NOW = new Date('2026-11-23T23:00:00Z');
const ENTRY = '0b3f7d7e-4c1e-4a57-9a0e-2f4d5b6c7d8e';
const message = {
  notificationId: '5f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  title: 'A spot opened',
  body: 'Party of 2.',
  theme: 'female' as const,
  expiresAt: null,
};

describe('push payloads', () => {
  test('an offer carries CLAIM and OPEN PASS; other pass news OPEN PASS; the rest none', () => {
    const link = `/passes/${ENTRY}`;
    expect(
      pushPayloadOf({ ...message, kind: 'guestlist-offered', link }).actions.map((a) => a.title),
    ).toEqual(['CLAIM', 'OPEN PASS']);
    expect(
      pushPayloadOf({ ...message, kind: 'guestlist-offer-lapsed', link }).actions.map((a) => a.title),
    ).toEqual(['OPEN PASS']);
    const table = pushPayloadOf({
      ...message,
      kind: 'reservation-confirmed',
      link: `/my-reservations/${ENTRY}`,
    });
    expect(table).toMatchObject({
      actions: [],
      url: `/my-reservations/${ENTRY}`,
      tag: `/my-reservations/${ENTRY}`,
    });
    const bare = pushPayloadOf({ ...message, kind: 'guestlist-released', link: null });
    expect(bare).toMatchObject({ url: '/notifications', tag: message.notificationId, actions: [] });
  });

  test('a push lives until its night ends, a day at most; offers and promotions wake the phone', () => {
    expect(pushOptionsOf({ kind: 'guestlist-joined', expiresAt: null }, NOW)).toEqual({
      ttlSeconds: 86_400,
      urgency: 'normal',
    });
    const inTwoHours = new Date(NOW.getTime() + 2 * 3_600_000);
    expect(pushOptionsOf({ kind: 'guestlist-offered', expiresAt: inTwoHours }, NOW)).toEqual({
      ttlSeconds: 7_200,
      urgency: 'high',
    });
    expect(
      pushOptionsOf({ kind: 'guestlist-promoted', expiresAt: new Date(NOW.getTime() - 1) }, NOW).ttlSeconds,
    ).toBe(0);
  });
});

describe('push endpoints and devices', () => {
  test('only the browsers’ push services, over https', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeUndefined();
    expect(
      pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', false),
    ).toBeUndefined();
    expect(pushEndpointProblem('https://web.push.apple.com/QGx', false)).toBeUndefined();
    expect(pushEndpointProblem('https://wns2-by3p.notify.windows.com/w/?token=x', false)).toBeUndefined();
    expect(pushEndpointProblem('https://fcm.googleapis.com.evil.example/x', false)).toMatch(/push service/);
    expect(pushEndpointProblem('https://fcm.googleapis.com:8443/x', false)).toMatch(/plain https/);
    expect(pushEndpointProblem('https://user@fcm.googleapis.com/x', false)).toMatch(/plain https/);
    expect(pushEndpointProblem('http://127.0.0.1:4000/push/x', false)).toMatch(/https/);
    expect(pushEndpointProblem('http://127.0.0.1:4000/push/x', true)).toBeUndefined();
    expect(pushEndpointProblem('http://10.0.0.5/push/x', true)).toMatch(/https/);
  });

  test('a device is named by its browser and system, never by its whole user agent', () => {
    expect(
      deviceLabelOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceLabelOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(deviceLabelOf('Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceLabelOf(undefined)).toBe('A browser');
  });
});
