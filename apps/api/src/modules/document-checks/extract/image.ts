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
  /** Not a mark on it (a blank page): nothing for OCR to read, which would take it seconds to find. */
  blank: boolean;
};

/** Darker than the paper by this much somewhere, or the page is blank. */
const INK_STEP = 24;

function isBlank(grey: Uint8Array): boolean {
  let min = 255;
  let max = 0;
  for (const value of grey) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max - min < INK_STEP;
}

/** Pixels as they are in memory (a rendered PDF page), RGBA. */
export type RawImage = { data: Uint8Array; width: number; height: number; channels: 4 };

const open = (input: Uint8Array | RawImage) =>
  (input instanceof Uint8Array
    ? sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    : sharp(input.data, { raw: { width: input.width, height: input.height, channels: input.channels } })
  )
    .autoOrient()
    // A transparent PNG's see-through parts read as paper, not ink.
    .flatten({ background: '#ffffff' });

/** A photo or a rendered page, turned upright by its EXIF orientation, ready to read and measure. */
export async function prepareImage(input: Uint8Array | RawImage): Promise<PreparedImage> {
  try {
    const { width, height } =
      input instanceof Uint8Array
        ? (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).autoOrient
        : input;
    const forOcr = await open(input)
      .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
    const grey = await open(input)
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
    return { forOcr, metrics: { ...measured, width, height }, blank: isBlank(grey.data) };
  } catch {
    // sharp's message may name the input; the code is enough.
    throw new CheckFailure('corrupt');
  }
}
