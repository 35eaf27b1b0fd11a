import type { Config } from '../config/config.ts';
import { DiskImageStorage } from './disk-image-storage.ts';
import { S3ImageStorage } from './s3-image-storage.ts';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Where club photos live: keys such as `clubs/{clubId}/{version}-{width}.webp`. */
export interface ImageStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Missing keys are not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** On disk under DATA_DIR/images, or in the S3-compatible bucket when IMAGES_S3_BUCKET is set. */
export function createImageStorage(config: Config): ImageStorage {
  if (config.IMAGES_S3_BUCKET && config.IMAGES_S3_ENDPOINT) {
    return new S3ImageStorage({
      endpoint: config.IMAGES_S3_ENDPOINT,
      bucket: config.IMAGES_S3_BUCKET,
      region: config.IMAGES_S3_REGION,
      accessKeyId: config.IMAGES_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.IMAGES_S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return new DiskImageStorage(`${config.dataDir}/images`);
}
