/** The part of the Barcode Detection API we use (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export interface QrDecoder {
  /** `native`: the browser's BarcodeDetector; `js`: jsQR on downscaled canvas frames. */
  kind: 'native' | 'js';
  /** The QR code's text in the current video frame, or null. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

/** jsQR's cost grows with the pixels: a QR held up to a phone is large, 480 px finds it easily. */
const JS_MAX_SIDE = 480;

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Some builds (Chromium on Linux) expose the class but support no formats at all.
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      async decode(video) {
        const codes = await detector.detect(video);
        return codes[0]?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

async function jsDecoder(): Promise<QrDecoder> {
  // Loaded only here, so the decoder never weighs on the pages that do not scan.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this browser.');
  return {
    kind: 'js',
    async decode(video) {
      const { videoWidth, videoHeight } = video;
      if (!videoWidth || !videoHeight) return null;
      const scale = Math.min(1, JS_MAX_SIDE / Math.max(videoWidth, videoHeight));
      const width = Math.round(videoWidth * scale);
      const height = Math.round(videoHeight * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      // Passes show dark modules on white: skipping the inverted pass halves the work per frame.
      return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

/** The browser's own detector where it reads QR codes, otherwise the JavaScript one. */
export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? jsDecoder();
}
