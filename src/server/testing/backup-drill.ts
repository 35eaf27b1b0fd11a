import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/client.ts';
import { adminPhoneNumbers } from '../db/schema.ts';

/**
 * Test support for the restore drills: a loop of inserts that records each one once the database
 * has acknowledged it, and a few club photos on disk.
 */
export function startWriter(db: Database) {
  const acknowledged: string[] = [];
  let stopping = false;
  let index = 0;
  const done = (async () => {
    while (!stopping) {
      const phoneNumber = `+1212555${String(index++).padStart(4, '0')}`;
      await db.insert(adminPhoneNumbers).values({ phoneNumber });
      acknowledged.push(phoneNumber);
      // A pause between writes, as between requests: the event loop serves the dump request's I/O.
      await sleep(2);
    }
  })();
  return {
    acknowledged,
    /** Resolves once at least `count` writes were acknowledged. */
    async waitFor(count: number) {
      while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    async stop() {
      stopping = true;
      await done;
    },
  };
}

export async function phoneNumbersIn(db: Database): Promise<Set<string>> {
  const rows = await db.select({ phoneNumber: adminPhoneNumbers.phoneNumber }).from(adminPhoneNumbers);
  return new Set(rows.map((row) => row.phoneNumber));
}

/** Two photos as the disk storage keeps them, and a half-written one the backup must skip. */
export async function writePhotos(dataDir: string): Promise<Map<string, Buffer>> {
  const photos = new Map<string, Buffer>();
  const folder = path.join(dataDir, 'images', 'clubs', '7d3c2a8e-0d1b-4c55-9a43-5b1f3f0e9a11');
  await fs.mkdir(folder, { recursive: true });
  for (const name of ['a1b2c3-400.webp', 'a1b2c3-960.webp']) {
    const body = randomBytes(2048);
    await fs.writeFile(path.join(folder, name), body);
    photos.set(`clubs/7d3c2a8e-0d1b-4c55-9a43-5b1f3f0e9a11/${name}`, body);
  }
  await fs.writeFile(path.join(folder, 'a1b2c3-800.webp.0f0f0f.tmp'), 'half');
  return photos;
}

export async function expectPhotos(dataDir: string, photos: Map<string, Buffer>): Promise<string[]> {
  const problems: string[] = [];
  for (const [key, body] of photos) {
    const restored = await fs.readFile(path.join(dataDir, 'images', ...key.split('/'))).catch(() => null);
    if (!restored?.equals(body)) problems.push(key);
  }
  const all = await fs.readdir(path.join(dataDir, 'images'), { recursive: true });
  if (all.some((name) => name.endsWith('.tmp'))) problems.push('a .tmp file was restored');
  return problems;
}
