import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ConsoleSmsSender } from './console-sms-sender.ts';
import { findCode, renderDevSmsPage } from './dev-sms-page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('ConsoleSmsSender', () => {
  test('prints "SMS to <phone>: <text>" on stdout, not through the logger', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await new ConsoleSmsSender().send('+12125550100', 'Hello there');
      expect(log).toHaveBeenCalledWith('SMS to +12125550100: Hello there');
    } finally {
      log.mockRestore();
    }
  });

  test('keeps the message in the outbox when given one', async () => {
    const printed: string[] = [];
    const sender = new ConsoleSmsSender({ outbox: t.database.db, print: (line) => printed.push(line) });
    await sender.send('+12125550101', 'Your Nightlist code is 000123. It expires in 2 minutes.');
    expect(printed).toEqual(['SMS to +12125550101: Your Nightlist code is 000123. It expires in 2 minutes.']);
    const { messages } = (await t.app.inject({ method: 'GET', url: '/api/dev/sms' })).json();
    expect(messages[0]).toEqual({
      id: expect.any(String),
      channel: 'sms',
      recipient: '+12125550101',
      subject: null,
      body: 'Your Nightlist code is 000123. It expires in 2 minutes.',
      createdAt: expect.any(String),
    });
  });
});

describe('the development outbox', () => {
  test('GET /api/dev/sms lists messages newest first, never cached', async () => {
    const sender = new ConsoleSmsSender({ outbox: t.database.db, print: () => {} });
    await sender.send('+12125550102', 'first');
    await sender.send('+12125550103', 'second');
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/sms' });
    expect(response.headers['cache-control']).toBe('no-store');
    const bodies = response.json().messages.map((m: { body: string }) => m.body);
    expect(bodies.indexOf('second')).toBeLessThan(bodies.indexOf('first'));
  });

  test('GET /dev/sms is a self-contained page: newest first, the code large, refreshed, no scripts', async () => {
    const sender = new ConsoleSmsSender({ outbox: t.database.db, print: () => {} });
    await sender.send('+12125550104', 'Your Nightlist code is 424242. <b>not bold</b>');
    const response = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<div data-code [^>]*>424242<\/div>/);
    expect(html).toContain('+12125550104');
    // Message text is escaped, never rendered as markup.
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html.indexOf('+12125550104')).toBeLessThan(html.indexOf('+12125550103'));
  });

  test('an empty outbox says so', () => {
    expect(renderDevSmsPage([])).toContain('No messages yet.');
  });

  test('findCode picks the six-digit code out of a message', () => {
    expect(findCode("Your Nightlist code is 012345. It expires in 2 minutes. Don't share it.")).toBe(
      '012345',
    );
    expect(findCode('No code here, only 12345 and 1234567')).toBeUndefined();
  });

  test('does not exist in production, even with the console stand-in allowed', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
        SMS_PROVIDER: 'console',
        ALLOW_CONSOLE_SMS: 'on',
        EMAIL_PROVIDER: 'console',
        ALLOW_CONSOLE_EMAIL: 'on',
        PAYMENTS_PROVIDER: 'standin',
        ALLOW_STANDIN_PAYMENTS: 'on',
      },
    });
    try {
      for (const url of ['/dev/sms', '/api/dev/sms']) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).not.toBe(200);
        expect(response.body).not.toContain('Dev outbox');
      }
    } finally {
      await production.close();
    }
  });
});
