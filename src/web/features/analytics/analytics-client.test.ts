import { describe, expect, test } from 'vitest';
import { ANALYTICS_ROUTES, OTHER_ROUTE, routePattern } from '../../../shared/analytics.ts';
import { paths } from '../../config/paths.ts';
import { BeaconQueue } from './beacon-queue.ts';
import { deviceClass, trackingRefused } from './start-analytics.ts';

describe('routePattern', () => {
  test('every route the app declares is a known pattern (a new page cannot be counted as "other")', () => {
    for (const { path } of Object.values(paths)) expect(ANALYTICS_ROUTES).toContain(path);
  });

  test.each([
    ['/', '/'],
    ['/passes', '/passes'],
    ['/passes/', '/passes'],
    ['/passes/0b6f3c1e-9d2a-4e55-b7a4-1c2d3e4f5a6b', '/passes/:passId'],
    ['/my-reservations/abc', '/my-reservations/:reservationId'],
    ['/join-guestlist/c1', '/join-guestlist/:clubId'],
    ['/reserve/c1', '/reserve/:clubId'],
    ['/ai-assistant', '/ai-assistant/*'],
    ['/ai-assistant/chat/42', '/ai-assistant/*'],
    ['/admin/reporting', '/admin/reporting'],
    ['/passes/a/b', OTHER_ROUTE],
    ['/+12125550100', OTHER_ROUTE],
    ['/wp-login.php', OTHER_ROUTE],
  ])('%s → %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });
});

describe('trackingRefused', () => {
  const nav = (values: Record<string, unknown>) => values as unknown as Navigator;
  test('honours Global Privacy Control and Do-Not-Track', () => {
    expect(trackingRefused(nav({ globalPrivacyControl: true }))).toBe(true);
    expect(trackingRefused(nav({ doNotTrack: '1' }))).toBe(true);
    expect(trackingRefused(nav({ globalPrivacyControl: false, doNotTrack: '0' }))).toBe(false);
    expect(trackingRefused(nav({ doNotTrack: null }))).toBe(false);
  });
});

test('deviceClass: phones below 768 px', () => {
  expect(deviceClass(390)).toBe('phone');
  expect(deviceClass(767)).toBe('phone');
  expect(deviceClass(768)).toBe('desktop');
  expect(deviceClass(1280)).toBe('desktop');
});

describe('BeaconQueue', () => {
  const sent: { url: string; events: unknown[] }[] = [];
  const queue = new BeaconQueue((url, body) => {
    void body.text().then((text) => sent.push({ url, events: JSON.parse(text).events }));
    expect(body.type).toBe('application/json');
    return true;
  });
  const event = { kind: 'pageview', route: '/', device: 'phone' } as const;

  test('sends nothing until flushed, then one JSON batch, and never an empty one', async () => {
    queue.add(event);
    queue.add(event);
    await Promise.resolve();
    expect(sent).toHaveLength(0);
    queue.flush();
    queue.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([{ url: '/api/analytics', events: [event, event] }]);
  });

  test('sends a full batch of 50 at once', async () => {
    sent.length = 0;
    for (let i = 0; i < 50; i++) queue.add(event);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.map((batch) => batch.events.length)).toEqual([50]);
  });
});
