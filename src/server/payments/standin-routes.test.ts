import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { checkoutRequest, type StandinHarness, standinHarness } from '../testing/standin-payments.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const START = new Date('2026-11-27T03:00:00Z');
let now = START;
let database: DatabaseHandle;
let app: FastifyInstance;
let h: StandinHarness;

// The real app with this stand-in as its provider, so the pages are served under its CSP, hooks and errors.
beforeAll(async () => {
  database = await createTestDatabase();
  h = standinHarness(database.db, () => now);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/unused', WEB_DIST_DIR: '.tmp/no-web-build' });
  app = await buildApp({
    config,
    database,
    logger: pino({ level: 'silent' }),
    clock: () => now,
    deliveries: 'manual',
    // The app registers the stand-in's pages for the provider it is given.
    payments: h.provider,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const create = (overrides: Parameters<typeof checkoutRequest>[1] = {}) =>
  h.provider.createCheckout(checkoutRequest(now, overrides));

const page = (url: string) => app.inject({ method: 'GET', url });

/** A form the checkout page posts, from the page itself. */
const post = (url: string, form: Record<string, string>, site = 'same-origin') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
    payload: new URLSearchParams(form).toString(),
  });

describe('the checkout page', () => {
  test('shows the amount, the hold, the three test cards and the way back, with no scripts', async () => {
    const request = checkoutRequest(now, { description: 'Table <VIP> & deposit' });
    const { url } = await h.provider.createCheckout(request);
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Pay \$200\.00 · Nightlist test checkout<\/title>/);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect(html).toContain('Nightlist test checkout');
    expect(html).toContain('no card is charged');
    expect(html).toContain('Table &lt;VIP&gt; &amp; deposit');
    expect(html).toContain('$200.00');
    expect(html).toContain('Authorised now, taken when the club confirms');
    expect(html).toContain(`<form method="post" action="${url}/pay">`);
    for (const [card, label] of [
      ['works', 'Pay with a card that works'],
      ['declined', 'Card declined'],
      ['3ds', 'Card that asks for 3-D Secure'],
    ])
      expect(html).toMatch(new RegExp(`name="card" value="${card}"[^>]*>\\s*<span class="label">${label}<`));
    expect(html).toContain(`href="${request.cancelUrl}">← Back to Nightlist</a>`);
    expect(html).not.toContain('role="alert"');
  });

  test('a payment taken at once says so', async () => {
    const { url } = await create({ capture: 'automatic', amountCents: 4_550 });
    const html = (await page(url)).body;
    expect(html).toContain('$45.50');
    expect(html).not.toContain('Authorised now');
  });

  test('in the MEN palette when the app’s cookie says so, LADIES otherwise', async () => {
    const { url } = await create();
    const men = await app.inject({ method: 'GET', url, cookies: { 'nl-theme': 'men' } });
    expect(men.body).toContain('<html lang="en" data-theme="men">');
    expect(men.body).toContain(':root[data-theme=men]{--p:#708ee8');
    const other = await app.inject({ method: 'GET', url, cookies: { 'nl-theme': '"><script>' } });
    expect(other.body).toContain('<html lang="en">');
  });

  test('an unknown checkout is a 404 page', async () => {
    const response = await page('/dev/checkout/cs_test_nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No such checkout');
    expect((await post('/dev/checkout/cs_test_nope/pay', { card: 'works' })).statusCode).toBe(404);
  });
});

describe('paying on the page', () => {
  test('a card that works goes on to the success URL with the checkout id', async () => {
    const request = checkoutRequest(now);
    const { id, url } = await h.provider.createCheckout(request);
    const response = await post(`${url}/pay`, { card: 'works' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(request.successUrl.replace('{CHECKOUT_SESSION_ID}', id));
    expect((await h.provider.getCheckout(id)).paymentStatus).toBe('requires_capture');
    // Back on the page afterwards: it is done, and leads on.
    const html = (await page(url)).body;
    expect(html).toContain('Your card is authorised');
    expect(html).toContain(`href="${response.headers.location}"`);
    expect(html).not.toContain('name="card"');
    // Pressing the button again (a double tap) goes on too, and pays nothing more.
    h.takeEvents();
    expect((await post(`${url}/pay`, { card: 'works' })).headers.location).toBe(response.headers.location);
    expect(h.takeEvents()).toEqual([]);
  });

  test('a declined card comes back to the page with the reason, and the cards again', async () => {
    const { url } = await create();
    const response = await post(`${url}/pay`, { card: 'declined' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(url);
    const html = (await page(url)).body;
    expect(html).toMatch(/<div class="alert" role="alert"><strong>Your card was declined\.<\/strong>/);
    expect(html).toContain('name="card" value="works"');
  });

  test('3-D Secure goes through the bank page, and completes', async () => {
    const request = checkoutRequest(now);
    const { id, url } = await h.provider.createCheckout(request);
    const response = await post(`${url}/pay`, { card: '3ds' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${url}/authenticate`);
    const bank = await page(`${url}/authenticate`);
    expect(bank.statusCode).toBe(200);
    expect(bank.body).toContain('Your bank wants to check it is you');
    expect(bank.body).toContain(`<form method="post" action="${url}/authenticate">`);
    expect(bank.body).toMatch(
      /name="result" value="complete"[^>]*><span class="label">Complete authentication</,
    );
    expect(bank.body).toMatch(/name="result" value="fail"><span class="label">Fail authentication</);
    const done = await post(`${url}/authenticate`, { result: 'complete' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(request.successUrl.replace('{CHECKOUT_SESSION_ID}', id));
    // The bank page has nothing left to ask.
    expect((await page(`${url}/authenticate`)).headers.location).toBe(url);
  });

  test('failed 3-D Secure comes back to the page with its reason', async () => {
    const { url } = await create();
    await post(`${url}/pay`, { card: '3ds' });
    const response = await post(`${url}/authenticate`, { result: 'fail' });
    expect(response.headers.location).toBe(url);
    expect((await page(url)).body).toContain(
      'role="alert"><strong>We could not authenticate your card.</strong>',
    );
  });

  test('an expired checkout says so and leads back to the cancel URL', async () => {
    const request = checkoutRequest(now, { expiresAt: new Date(START.getTime() + 60_000) });
    const { url } = await h.provider.createCheckout(request);
    now = new Date(START.getTime() + 60_000);
    try {
      const html = (await page(url)).body;
      expect(html).toContain('This checkout has expired');
      expect(html).toContain(`href="${request.cancelUrl}"`);
      expect((await post(`${url}/pay`, { card: 'works' })).headers.location).toBe(url);
    } finally {
      now = START;
    }
  });

  test('refuses a post from another site, and a card the page does not offer', async () => {
    const { id, url } = await create();
    const crossSite = await post(`${url}/pay`, { card: 'works' }, 'cross-site');
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).toContain('sent from another website');
    expect((await post(`${url}/pay`, { card: 'free' })).statusCode).toBe(400);
    expect((await h.provider.getCheckout(id)).status).toBe('open');
  });
});
