import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { EventType } from '../../shared/clubs.ts';
import type { Database } from '../db/client.ts';
import { variantKey } from '../images/club-image-view.ts';
import { upsertClubImage } from '../images/club-images-repository.ts';
import { type ProcessedImage, processClubImage } from '../images/image-processing.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { renderClubNightScene, type SceneKind } from './club-night-scene.ts';

/**
 * 960 × 540: sharp on a phone's card (its 960 variant) and a desktop's (800), and about 0.1 s of
 * drawing a club, so the nine listed demo clubs add about a second to a first start.
 */
const WIDTH = 960;
const HEIGHT = 540;

export interface DemoPhotoClub {
  id: string;
  name: string;
  eventType: EventType;
}

/** Which night picture suits the club: a dinner, a rooftop terrace, or a dance floor. */
export function sceneKindOf(club: Pick<DemoPhotoClub, 'name' | 'eventType'>): SceneKind {
  if (club.eventType === 'dinner_party') return 'dinner';
  return /rooftop|terrace/i.test(club.name) ? 'rooftop' : 'club';
}

/**
 * A demo club's photo as a camera would hand it over (a JPEG): a night picture drawn from its name,
 * `variant` (its place in the list) keeping neighbours' colours apart.
 */
export function demoClubPhoto(
  club: Pick<DemoPhotoClub, 'name' | 'eventType'>,
  variant: number,
): Promise<Buffer> {
  const scene = renderClubNightScene(club.name, sceneKindOf(club), { width: WIDTH, height: HEIGHT, variant });
  return sharp(scene.pixels, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function store(db: Database, storage: ImageStorage, clubId: string, processed: ProcessedImage) {
  const version = randomBytes(6).toString('hex');
  const variants = await Promise.all(
    processed.variants.map(async (variant) => {
      const key = variantKey(clubId, version, variant.width);
      await storage.put(key, variant.bytes, 'image/webp');
      return {
        width: variant.width,
        height: variant.height,
        format: 'webp',
        key,
        bytes: variant.bytes.length,
      };
    }),
  );
  await upsertClubImage(db, {
    clubId,
    version,
    width: processed.width,
    height: processed.height,
    variants,
    updatedBy: null,
  });
}

/**
 * Gives demo clubs photos, so the home page (and Lighthouse) shows cards with pictures. Drawn here
 * (nothing is downloaded), then resized and stored like an admin's upload. Each club is drawn while
 * the image library encodes the one before (on its own threads).
 */
export async function insertDemoClubPhotos(
  db: Database,
  storage: ImageStorage,
  clubs: readonly DemoPhotoClub[],
): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const [index, club] of clubs.entries()) {
    const photo = await demoClubPhoto(club, index);
    pending.push(processClubImage(photo).then((processed) => store(db, storage, club.id, processed)));
  }
  await Promise.all(pending);
}
