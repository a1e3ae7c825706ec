import { measureReadability, type ReadabilityMetrics } from '@docket/contract';
import sharp from 'sharp';
import { CheckFailure } from './check-failure.ts';

/** A 40 MP photo is larger than any phone takes; past it, decoding is refused rather than risked. */
const MAX_INPUT_PIXELS = 40_000_000;
/** OCR gains nothing past this long side, and a 12 MP photo costs 5× the time at full size. */
const OCR_LONG_SIDE = 2500;
/** The readability measure's grey copy, the same size the browser measures before sending. */
const MEASURE_LONG_SIDE = 1000;

export type PreparedImage = {
  /** Grey PNG, upright, at most OCR_LONG_SIDE on its long side: what the OCR reads. */
  forOcr: Buffer;
  /** Measured on the grey copy; width and height are the photo's own, as uploaded (upright). */
  metrics: ReadabilityMetrics;
};

const open = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    // A transparent PNG's see-through parts read as paper, not ink.
    .flatten({ background: '#ffffff' });

/** A photo or a rendered page, turned upright by its EXIF orientation, ready to read and measure. */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const { width, height } = meta.autoOrient;
    const forOcr = await open(bytes)
      .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
    const grey = await open(bytes)
      .resize({
        width: MEASURE_LONG_SIDE,
        height: MEASURE_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const measured = measureReadability(grey.data, grey.info.width, grey.info.height);
    return { forOcr, metrics: { ...measured, width, height } };
  } catch {
    // sharp's message may name the input; the code is enough.
    throw new CheckFailure('corrupt');
  }
}
