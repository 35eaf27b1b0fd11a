import sharp, { type Metadata } from 'sharp';
import { AppError } from '../http/errors.ts';
import { IMAGE_MESSAGES as M } from './image-messages.ts';
import { detectImageType } from './image-type.ts';

/** The widths the club cards ask for (srcset): a phone at 1x-3x, and desktop grid cells. */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;
/** Bounds the memory a decompression bomb can make us spend. */
export const MAX_INPUT_PIXELS = 40_000_000;
const MIN_WIDTH = 320;
const MIN_HEIGHT = 180;

export interface ResizedVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** The original's size after applying its orientation. */
  width: number;
  height: number;
  variants: ResizedVariant[];
}

const SHARP_FORMAT = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' } as const;

/**
 * Checks the bytes are a photo we accept, then makes the WebP variants the cards use: orientation
 * applied, never upscaled, metadata (EXIF: GPS, camera serials) left out. Throws AppError 415/422.
 */
export async function processClubImage(input: Buffer): Promise<ProcessedImage> {
  const type = detectImageType(input);
  if (!type) throw new AppError(415, 'unsupported_image', M.notAnImage);
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });

  let meta: Metadata;
  try {
    // Reads the header only, so the pixel limit is checked below with a message of its own.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(422, 'unreadable_image', M.unreadable);
  }
  // A file whose first bytes claim one format and whose body is another is not what it says.
  if (meta.format !== SHARP_FORMAT[type]) throw new AppError(415, 'unsupported_image', M.notAnImage);
  if (!meta.width || !meta.height) throw new AppError(422, 'unreadable_image', M.unreadable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new AppError(422, 'image_too_many_pixels', M.tooManyPixels);
  // Orientations 5-8 turn the photo by 90 degrees: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width < MIN_WIDTH || height < MIN_HEIGHT) throw new AppError(422, 'image_too_small', M.tooSmall);

  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0 || (widths.at(-1) ?? 0) < Math.min(width, VARIANT_WIDTHS.at(-1) ?? width)) {
    // A photo between two sizes also gets its own width, so large screens get every pixel it has.
    widths.push(Math.min(width, VARIANT_WIDTHS.at(-1) ?? width));
  }

  try {
    const variants: ResizedVariant[] = [];
    for (const w of widths) {
      const { data, info } = await open()
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    return { width, height, variants };
  } catch {
    throw new AppError(422, 'unreadable_image', M.unreadable);
  }
}
