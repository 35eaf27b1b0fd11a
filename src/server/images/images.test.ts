import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClubImage, ListClubsResponse } from '../../shared/api/clubs-schema.ts';
import { auditLog } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { testPhoto } from '../testing/images.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { IMAGE_MESSAGES } from './image-messages.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';

let t: TestApp;
let dataDir: string;
let admin: Member;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-images-'));
  t = await createTestApp({ now: NOW, env: { DATA_DIR: dataDir } });
  admin = await createAdmin(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const upload = (
  clubId: string,
  body: Buffer | string,
  contentType = 'image/jpeg',
  who: Member | null = admin,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/clubs/${clubId}/image`,
    headers: { 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
    payload: body,
  });

const filesOf = async (clubId: string) =>
  (await fs.readdir(path.join(dataDir, 'images', 'clubs', clubId)).catch(() => [] as string[])).sort();

/** A few hundred bytes of PNG whose header claims a huge picture (what a decompression bomb looks like). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('club photos', () => {
  test('an upload is resized, served with long caching and shown on the club card', async () => {
    const club = await insertClub(t.database.db, { name: 'Photo Club' });
    await openGuestlistDates(t.database.db, club.id, [FRIDAY]);
    // Stored sideways with orientation 6, as phones do: it shows 900 wide and 1600 high.
    const response = await upload(club.id, await testPhoto(1600, 900, 'jpeg', 6));
    expect(response.statusCode, response.body).toBe(200);
    const image: ClubImage = response.json().image;
    expect([image.width, image.height]).toEqual([900, 1600]);
    // 1200 would be an upscale: the original's own width takes its place.
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 711],
      [800, 1422],
      [900, 1600],
    ]);

    for (const variant of image.variants) {
      const served = await t.app.inject({ url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toMatch(/^"[a-f0-9]{12}-\d+"$/);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      // EXIF (and with it GPS, camera serials) left out; orientation already applied.
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const again = await t.app.inject({
        url: variant.url,
        headers: { 'if-none-match': served.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(await filesOf(club.id)).toHaveLength(3);

    const listing: ListClubsResponse = (await t.app.inject({ url: `/api/clubs?date=${FRIDAY}` })).json();
    expect(listing.clubs.find((c) => c.id === club.id)?.image).toEqual(image);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, club.id));
    expect(entry).toMatchObject({
      action: 'club.image',
      actorUserId: admin.id,
      summary: 'Added the photo of Photo Club',
    });
  });

  test('a replacement deletes the old files; removing clears the card and the files', async () => {
    const club = await insertClub(t.database.db, { name: 'Replace Club' });
    await openGuestlistDates(t.database.db, club.id, [FRIDAY]);
    const first: ClubImage = (await upload(club.id, await testPhoto(2000, 1125, 'png'), 'image/png')).json()
      .image;
    expect(first.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
    const second = await upload(club.id, await testPhoto(1280, 720, 'webp'), 'image/webp');
    expect(second.statusCode, second.body).toBe(200);
    const image: ClubImage = second.json().image;
    expect(image.version).not.toBe(first.version);
    expect(await filesOf(club.id)).toEqual(image.variants.map((v) => path.basename(v.url)).sort());
    expect((await t.app.inject({ url: first.variants[0]!.url })).statusCode).toBe(404);

    const current = await t.app.inject({
      url: `/api/admin/clubs/${club.id}/image`,
      headers: { cookie: admin.cookie },
    });
    expect(current.json().image).toEqual(image);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/clubs/${club.id}/image`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await filesOf(club.id)).toEqual([]);
    const listing: ListClubsResponse = (await t.app.inject({ url: `/api/clubs?date=${FRIDAY}` })).json();
    expect(listing.clubs.find((c) => c.id === club.id)?.image).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/clubs/${club.id}/image`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(IMAGE_MESSAGES.noImage);
  });

  test('accepts AVIF', async () => {
    const club = await insertClub(t.database.db);
    const response = await upload(club.id, await testPhoto(480, 270, 'avif'), 'image/avif');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().image.variants.map((v: { width: number }) => v.width)).toEqual([400, 480]);
  });

  test('refuses what is not a photo we accept, whatever the content type says', async () => {
    const club = await insertClub(t.database.db);
    const gif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f0f' } })
      .gif()
      .toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450"/></svg>';
    for (const [body, type] of [
      ['%PDF-1.7 not a photo at all', 'image/jpeg'],
      [gif, 'image/gif'],
      [svg, 'image/svg+xml'],
      ['{"image":"x"}', 'application/json'],
      ['', 'image/png'],
    ] as const) {
      const response = await upload(club.id, body, type);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(415);
      expect(response.json().message).toBe(IMAGE_MESSAGES.notAnImage);
    }
    // A real JPEG header on a broken body: the type is right, the photo unreadable.
    const jpeg = await testPhoto(800, 450);
    const broken = await upload(club.id, Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(5000, 7)]));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe(IMAGE_MESSAGES.unreadable);
    const tiny = await upload(club.id, await testPhoto(200, 120));
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().message).toBe(IMAGE_MESSAGES.tooSmall);
    expect(await filesOf(club.id)).toEqual([]);
  });

  test('refuses a file over 10 MB and a decompression bomb', async () => {
    const club = await insertClub(t.database.db);
    const big = Buffer.concat([await testPhoto(800, 450), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(club.id, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMAGE_MESSAGES.tooLarge);
    // A tiny PNG that claims 10000 × 10000 pixels: refused before decoding it.
    const bomb = pngClaiming(10_000, 10_000);
    const refused = await upload(club.id, bomb, 'image/png');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  test('only admins change photos; unknown clubs and files are 404', async () => {
    const club = await insertClub(t.database.db);
    const photo = await testPhoto(800, 450);
    expect((await upload(club.id, photo, 'image/jpeg', null)).statusCode).toBe(401);
    const member = await createMember(t.database.db);
    expect((await upload(club.id, photo, 'image/jpeg', member)).statusCode).toBe(403);
    const missing = await upload('00000000-0000-4000-8000-000000000000', photo);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(IMAGE_MESSAGES.clubNotFound);
    for (const url of [
      `/images/clubs/${club.id}/aaaaaaaaaaaa-400.webp`,
      `/images/clubs/${club.id}/..%2F..%2Fsecret-400.webp`,
      '/images/clubs/not-a-club/aaaaaaaaaaaa-400.webp',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });
});
