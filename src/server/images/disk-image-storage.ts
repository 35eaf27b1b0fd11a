import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage, StoredObject } from './image-storage.ts';

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.webp$/;

/** Club photos as files under one folder; written to a temporary name and renamed, so readers never see half a file. */
export class DiskImageStorage implements ImageStorage {
  readonly kind = 'disk';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  #file(key: string): string {
    // Keys are built by us, but a path outside the folder must be impossible whatever a caller passes.
    if (!KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.#file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { body: await fs.readFile(this.#file(key)), contentType: 'image/webp' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.#file(key), { force: true })));
  }
}
