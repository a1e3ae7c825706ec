import type { DocumentFinding } from './document-check-values.ts';

/**
 * A photo's readability, measured on its pixels alike in the browser (before sending) and on the
 * server (on arrival), from a grey copy about 1000 px on its long side. `width` and `height` are the
 * original photo's, since the copy is always about the same size.
 */
export interface ReadabilityMetrics {
  width: number;
  height: number;
  /** Mean grey, 0–255. */
  brightness: number;
  /** Paper (median grey) minus ink (1st percentile), 0–255. */
  contrast: number;
  /** Crete et al.'s re-blur measure, 0 (sharp) – 1 (blurred). */
  blur: number;
}

/**
 * Where a photo stops being worth OCR (decision 039), from the study of synthetic phone photos
 * (shared research, §3): a 420 px page read nothing, 1600 px read as well as 12 MP; the dark photo
 * was 27/255; good photos re-blurred to 0.16–0.18, shaken 0.43, blurred 0.54.
 */
export const READABILITY_LIMITS = {
  /** Under this on its long side a page's letters are a few pixels high. */
  minLongSide: 1000,
  /** Mean grey under this is a photo taken in the dark (a page on a dark table stays above it). */
  minBrightness: 60,
  /** Paper minus ink under this: the letters fade into the page. */
  minContrast: 60,
  /** Re-blur above this: blurred or shaken. */
  maxBlur: 0.35,
} as const;

/** Crete et al.'s re-blur uses a 9-tap averaging filter. */
const REBLUR_TAPS = 9;

/**
 * Measures a grey image (one byte a pixel, row by row). `original` is the size of the photo the
 * grey copy was made from, which the size finding is about; it defaults to the copy's own.
 */
export function measureReadability(
  grey: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  original: { width: number; height: number } = { width, height },
): ReadabilityMetrics {
  const pixels = Math.min(grey.length, width * height);
  const histogram = new Array<number>(256).fill(0);
  let sum = 0;
  for (let i = 0; i < pixels; i++) {
    const value = grey[i] ?? 0;
    histogram[value] = (histogram[value] ?? 0) + 1;
    sum += value;
  }
  const brightness = pixels === 0 ? 0 : sum / pixels;
  const contrast = percentile(histogram, pixels, 0.5) - percentile(histogram, pixels, 0.01);
  return {
    width: original.width,
    height: original.height,
    brightness: Math.round(brightness * 10) / 10,
    contrast,
    blur: Math.round(reblur(grey, width, height) * 1000) / 1000,
  };
}

/** The grey value under which `share` of the pixels lie. */
function percentile(histogram: number[], pixels: number, share: number): number {
  const rank = pixels * share;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value] ?? 0;
    if (seen > rank) return value;
  }
  return 255;
}

/**
 * Crete, Dolmiere, Ladret & Nicolas (2007), "The blur effect": blur the image again along each axis
 * and see how much of its variation between neighbours the blur takes away. A sharp image loses much
 * (low score), a blurred one has little left to lose (high score). Unlike the Laplacian's variance,
 * it does not depend on how much text the page holds. A page with no variation at all scores 0: the
 * contrast finding speaks for it.
 */
function reblur(grey: Uint8Array | Uint8ClampedArray, width: number, height: number): number {
  if (width < 2 || height < 2 || grey.length < width * height) return 0;
  return Math.max(
    reblurAlong(grey, width, height, 1, width, height),
    reblurAlong(grey, width, height, width, 1, width),
  );
}

/**
 * One direction of the measure: `step` moves along the axis (1 across a row, width down a column),
 * `across` to the next line; `length` is the axis's number of pixels and `lines` how many lines.
 */
function reblurAlong(
  grey: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  step: number,
  across: number,
  lines: number,
): number {
  const length = step === 1 ? width : height;
  const half = Math.floor(REBLUR_TAPS / 2);
  const blurred = new Float64Array(length);
  let sharpVariation = 0;
  let lostVariation = 0;
  for (let line = 0; line < lines; line++) {
    const start = line * across;
    // A running sum over the window, the edges repeated.
    let window = 0;
    for (let k = -half; k <= half; k++) window += grey[start + clamp(k, length) * step] ?? 0;
    for (let i = 0; i < length; i++) {
      blurred[i] = window / REBLUR_TAPS;
      window +=
        (grey[start + clamp(i + half + 1, length) * step] ?? 0) -
        (grey[start + clamp(i - half, length) * step] ?? 0);
    }
    for (let i = 1; i < length; i++) {
      const sharp = Math.abs((grey[start + i * step] ?? 0) - (grey[start + (i - 1) * step] ?? 0));
      const soft = Math.abs((blurred[i] ?? 0) - (blurred[i - 1] ?? 0));
      sharpVariation += sharp;
      lostVariation += Math.max(0, sharp - soft);
    }
  }
  return sharpVariation === 0 ? 0 : (sharpVariation - lostVariation) / sharpVariation;
}

function clamp(index: number, length: number): number {
  return index < 0 ? 0 : index >= length ? length - 1 : index;
}

/**
 * The pixel findings (tooSmall, tooDark, washedOut, blurred) a measure gives. A dark photo's ink
 * and paper are both dark, so it is not also called washed out: one reason, one retake.
 */
export function readabilityFindings(metrics: ReadabilityMetrics): DocumentFinding[] {
  const findings: DocumentFinding[] = [];
  const warn = (code: DocumentFinding['code'], params: DocumentFinding['params']) =>
    findings.push({ code, tone: 'warn', params, confidence: null });
  if (Math.max(metrics.width, metrics.height) < READABILITY_LIMITS.minLongSide) {
    warn('tooSmall', { width: metrics.width, height: metrics.height });
  }
  const dark = metrics.brightness < READABILITY_LIMITS.minBrightness;
  if (dark) warn('tooDark', { brightness: Math.round(metrics.brightness) });
  if (!dark && metrics.contrast < READABILITY_LIMITS.minContrast) {
    warn('washedOut', { contrast: metrics.contrast });
  }
  if (metrics.blur > READABILITY_LIMITS.maxBlur) warn('blurred', { blur: metrics.blur });
  return findings;
}
