import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { clubImages, clubs } from '../db/schema.ts';
import type { ImageStorage, StoredObject } from '../images/image-storage.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { insertDemoClubPhotos, sceneKindOf } from './demo-club-photos.ts';
import { insertDemoData } from './demo-data.ts';

class MemoryStorage implements ImageStorage {
  readonly kind = 'disk' as const;
  readonly objects = new Map<string, StoredObject>();
  async put(key: string, body: Buffer, contentType: string) {
    this.objects.set(key, { body, contentType });
  }
  async get(key: string) {
    return this.objects.get(key) ?? null;
  }
  async delete(keys: readonly string[]) {
    for (const key of keys) this.objects.delete(key);
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('the demo city’s photos', () => {
  test('each club gets a drawn photo, stored in the sizes an upload gets', async () => {
    await insertDemoData(database.db, { timeZone: 'America/New_York', today: '2026-11-23' });
    // Two of the city (a dance floor and a dinner): drawing all ten is the server's first start.
    const listed = await database.db.select().from(clubs).where(eq(clubs.visible, true));
    const some = [
      listed.find((club) => club.eventType === 'nightclub')!,
      listed.find((club) => club.eventType === 'dinner_party')!,
    ];
    const storage = new MemoryStorage();
    await insertDemoClubPhotos(database.db, storage, some);

    const rows = await database.db.select().from(clubImages);
    expect(rows.map((row) => row.clubId).sort()).toEqual(some.map((club) => club.id).sort());
    for (const row of rows) {
      expect({ width: row.width, height: row.height }).toEqual({ width: 960, height: 540 });
      expect(row.variants.map((variant) => variant.width)).toEqual([400, 800, 960]);
      for (const variant of row.variants) {
        const stored = storage.objects.get(variant.key);
        expect(stored?.contentType).toBe('image/webp');
        const meta = await sharp(stored!.body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      }
    }
    // No two clubs share a picture.
    const smallest = rows.map((row) => storage.objects.get(row.variants[0]!.key)!.body.toString('base64'));
    expect(new Set(smallest).size).toBe(rows.length);
  });

  test('a dinner party gets a dinner, a rooftop a terrace, the others a dance floor', () => {
    expect(sceneKindOf({ name: 'Supper Club No. 9', eventType: 'dinner_party' })).toBe('dinner');
    expect(sceneKindOf({ name: 'Aurora Rooftop', eventType: 'nightclub' })).toBe('rooftop');
    expect(sceneKindOf({ name: 'Neon Room', eventType: 'nightclub' })).toBe('club');
  });
});
