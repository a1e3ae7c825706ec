import type { DocumentFinding } from './document-check-values.ts';

/**
 * A photo's readability, measured on its pixels alike in the browser (before sending) and on the
 * server (on arrival), from a grey copy about 1000 px on its long side.
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

/** Measures a grey image (one byte a pixel, row by row). PLACEHOLDER until the rules land. */
export function measureReadability(
  _grey: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): ReadabilityMetrics {
  return { width, height, brightness: 128, contrast: 128, blur: 0 };
}

/** The pixel findings (tooSmall, tooDark, washedOut, blurred) a measure gives. PLACEHOLDER until the rules land. */
export function readabilityFindings(_metrics: ReadabilityMetrics): DocumentFinding[] {
  return [];
}
