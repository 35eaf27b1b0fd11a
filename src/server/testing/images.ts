import sharp from 'sharp';

/** A photo-like test image: a gradient with noise, so encoders cannot shrink it to nothing. */
export async function testPhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
  orientation?: number,
): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = (x * y) % 251;
    }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}
