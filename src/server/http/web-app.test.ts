import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLUB_CARD_IMAGE_SIZES } from '../../shared/club-card-image.ts';
import { clubImages } from '../db/schema.ts';
import { guestlistOptionFixture, insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Nightlist</title></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('plan it, live it, earn from it. '.repeat(40))});\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built web app as `vite build` lays it out: index.html plus hashed assets, some precompressed. */
async function writeWebDist(dir: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dir, 'assets', 'app-abc.js'), APP_JS);
  await fs.writeFile(path.join(dir, 'assets', 'app-abc.js.gz'), zlib.gzipSync(APP_JS));
}

/** The links of a `Link` header, one string each. */
const linksOf = (header: unknown) =>
  String(header ?? '')
    .split(/,\s*(?=<)/)
    .filter(Boolean);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-web-'));
});
afterAll(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = path.join(tmp, 'dist');
    await writeWebDist(dist);
    t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z'), env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t?.close());

  test.each(['/', '/passes/123', '/join-guestlist/abc', '/admin/dashboard', '/?date=2026-11-26'])(
    'the client route %s answers index.html, revalidated on every load',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  // Found by the contract test's fuzz: an id too long for its route fell through to the static files
  // (403 "Forbidden", a file name too long) or to the page (index.html for a photo address), and the
  // router's own 414 quoted the whole address back without our body's statusCode.
  test.each([
    ['GET', `/api/passes/${'a'.repeat(50_000)}`, 404, 'not_found'],
    ['GET', `/images/clubs/${'a'.repeat(500)}/x`, 404, 'not_found'],
    ['GET', '/images/clubs/nope', 404, 'not_found'],
    ['PUT', `/api/admin/clubs/${'a'.repeat(50_000)}`, 414, 'uri_too_long'],
    ['GET', '/api/passes/%E0%A4%A', 400, 'bad_url'],
  ])('%s of an address no route can take answers JSON: %#', async (method, url, status, code) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: status, code });
    expect(body.message.length).toBeLessThan(200);
  });

  test('index.html itself is revalidated on every load', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  test('a hashed asset is cached for a year as immutable', async () => {
    const response = await t.app.inject('/assets/app-abc.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_JS);
  });

  test('an asset written after the server started is served (a rebuild needs no restart)', async () => {
    await fs.writeFile(path.join(dist, 'assets', 'app-new.js'), 'export {};\n');
    const response = await t.app.inject('/assets/app-new.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('export {};\n');
  });

  test('the service worker and the web app manifest are revalidated on every load', async () => {
    // Cached for long, a worker would keep phones on an old build after a deploy (decision 011).
    await fs.writeFile(path.join(dist, 'serviceWorker.js'), 'self.skipWaiting();\n');
    await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Nightlist"}');

    const worker = await t.app.inject('/serviceWorker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(worker.body).toBe('self.skipWaiting();\n');

    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
  });

  test('the precompressed file is served when the client accepts gzip', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  test.each(['/assets/x.js', '/assets/app-abc.css', '/favicon.ico', '/assets/nested/missing', '/assets/'])(
    'a missing file %s is a 404, not the HTML page',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('<html');
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    },
  );

  test('an unknown /api path is a 404 JSON error, not the HTML page', async () => {
    for (const url of ['/api/nope', '/api', '/api/nope/123']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found', error: 'Not Found' });
    }
  });

  test('a page path with a method other than GET or HEAD is a 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/passes/123' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  test.each(['/', '/assets/app-abc.js', '/api/health', '/api/nope'])(
    '%s carries the security headers',
    async (url) => {
      const response = await t.app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The older header says what frame-ancestors 'none' says (SAMEORIGIN contradicted it).
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Plain HTTP: a Strict-Transport-Security header there means nothing (RFC 6797 §8.1).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );
});

describe('a web build whose folder path contains "assets"', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only the assets folder inside the build holds hashed files; the path above it does not count.
    const dist = path.join(tmp, 'assets', 'web');
    await writeWebDist(dist);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t?.close());

  test('still revalidates index.html and caches only the hashed assets', async () => {
    for (const url of ['/', '/index.html', '/passes/123']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject('/assets/app-abc.js')).headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: path.join(tmp, 'not-built') } });
  });
  afterAll(() => t?.close());

  test('a page says the app has not been built; the API still works', async () => {
    const page = await t.app.inject('/passes/123');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/nope')).statusCode).toBe(404);
  });
});

describe('the home page names what its first screen needs (Link preload hints)', () => {
  const THURSDAY = '2026-11-26';
  let t: TestApp;
  let withPhoto: { id: string };
  beforeAll(async () => {
    const dist = path.join(tmp, 'dist-hints');
    await writeWebDist(dist);
    t = await createTestApp({ now: new Date('2026-11-23T15:00:00Z'), env: { WEB_DIST_DIR: dist } });
    const db = t.database.db;
    // Listed first for ladies (sort order 1) with a photo; the men's list only at the second club.
    withPhoto = await insertClub(db, {
      name: 'Photo Club',
      sortOrder: 1,
      guestlistOptions: {
        female: guestlistOptionFixture(),
        male: guestlistOptionFixture({ enabled: false }),
      },
    });
    const plain = await insertClub(db, { name: 'Plain Club', sortOrder: 2 });
    await openGuestlistDates(db, withPhoto.id, [THURSDAY]);
    await openGuestlistDates(db, plain.id, [THURSDAY]);
    await db.insert(clubImages).values({
      clubId: withPhoto.id,
      version: 'abc123',
      width: 1600,
      height: 900,
      variants: [400, 800, 1200].map((width) => ({
        width,
        height: (width * 9) / 16,
        format: 'webp',
        key: `clubs/${withPhoto.id}/abc123-${width}.webp`,
        bytes: 1000,
      })),
    });
  });
  afterAll(() => t?.close());

  test('the default listing (next Thursday, ladies) and its first card’s photo, as the card asks for it', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    const photo = (width: number) => `/images/clubs/${withPhoto.id}/abc123-${width}.webp`;
    expect(linksOf(response.headers.link)).toEqual([
      `</api/clubs?date=${THURSDAY}&gender=female&type=all>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${photo(800)}>; rel=preload; as=image; imagesrcset="${photo(400)} 400w, ${photo(800)} 800w, ${photo(1200)} 1200w"; imagesizes="${CLUB_CARD_IMAGE_SIZES}"; fetchpriority=high`,
    ]);
    // The hinted listing is the address the page fetches, and it does list that club first.
    const listing = await t.app.inject(`/api/clubs?date=${THURSDAY}&gender=female&type=all`);
    expect(listing.json().clubs[0].id).toBe(withPhoto.id);
  });

  test('the address’s own filters; no photo hint when the first card has none', async () => {
    const response = await t.app.inject(`/?gender=male&date=${THURSDAY}`);
    expect(linksOf(response.headers.link)).toEqual([
      `</api/clubs?date=${THURSDAY}&gender=male&type=all>; rel=preload; as=fetch; crossorigin=anonymous`,
    ]);
  });

  test.each(['/?date=2026-02-30', '/?gender=other', '/passes', '/join-guestlist/abc'])(
    '%s gets no hints',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBeUndefined();
    },
  );
});

describe('the passes page names its lists to a signed-in browser (Link preload hints)', () => {
  let t: TestApp;
  const SESSION = `session=${'a'.repeat(43)}`;
  const LISTS = ['/api/passes', '/api/reservations', '/api/cashback'].map(
    (url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`,
  );

  beforeAll(async () => {
    const dist = path.join(tmp, 'dist-passes');
    await writeWebDist(dist);
    t = await createTestApp({ now: new Date('2026-11-23T15:00:00Z'), env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t?.close());

  test('the three lists, as the app fetches them', async () => {
    const response = await t.app.inject({ url: '/passes', headers: { cookie: SESSION } });
    expect(response.statusCode).toBe(200);
    expect(linksOf(response.headers.link)).toEqual(LISTS);
  });

  test.each([
    ['no session cookie', undefined],
    ['a cookie that is not a session token', 'session=nope'],
  ])('%s: no hints (the lists would answer 401)', async (_name, cookie) => {
    const response = await t.app.inject({ url: '/passes', headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
  });
});
