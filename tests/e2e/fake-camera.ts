import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Video-range luma: what a camera really delivers for black and white. */
const BLACK = 16;
const WHITE = 235;

/**
 * Writes a short YUV4MPEG2 (4:2:0) video of `text` as a QR code, dark modules on white with the
 * quiet zone, for Chromium's `--use-file-for-fake-video-capture`, which loops it as the camera.
 */
export function writeQrVideo(text: string, file: string, frames = 10): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / (modules.size + 2 * quiet));
  const side = scale * (modules.size + 2 * quiet);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);

  // A grey room around a white card, like a phone held up at the door.
  const luma = Buffer.alloc(WIDTH * HEIGHT, 90);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const dark =
        row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col) === 1;
      luma[(top + y) * WIDTH + left + x] = dark ? BLACK : WHITE;
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420\n`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
