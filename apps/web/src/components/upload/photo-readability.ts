import {
  type DocumentFinding,
  measureReadability,
  type ReadabilityMetrics,
  readabilityFindings,
} from '@docket/contract';
import { targetSize } from './photo-plan';

/**
 * How readable a photo is, measured in the browser before it is sent (decision 039) with the very
 * measure the server uses on arrival (the contract's measureReadability), on a grey copy about
 * 1,000 px on its long side.
 */
export const MEASURE_LONG_SIDE = 1000;

/** Measures a picture; null when this browser cannot read it (then nothing is said, and the server checks). */
export type PictureMeasurer = (picture: Blob, signal: AbortSignal) => Promise<ReadabilityMetrics | null>;

/** What to tell the client of a measure before she sends the photo: the contract's pixel findings. */
export type Adviser = (metrics: ReadabilityMetrics) => DocumentFinding[];
export const adviseOnPhoto: Adviser = readabilityFindings;

/** One byte of grey a pixel (ITU-R BT.601 luma) from a canvas's RGBA pixels. */
export function greyOf(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i += 1, p += 4) {
    grey[i] = (299 * (rgba[p] ?? 0) + 587 * (rgba[p + 1] ?? 0) + 114 * (rgba[p + 2] ?? 0) + 500) / 1000;
  }
  return grey;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas | null {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * The readability of a picture as it will be sent: drawn upright at about 1,000 px on a white
 * ground (as the JPEG is written), read back as grey. Its width and height are the picture's own,
 * so a photo too small to read is said to be so. Null when the browser cannot read or draw it.
 */
export async function measurePicture(picture: Blob): Promise<ReadabilityMetrics | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(picture, { imageOrientation: 'from-image' });
    const { width, height } = targetSize(bitmap.width, bitmap.height, MEASURE_LONG_SIDE);
    const canvas = canvasOf(width, height);
    const context = canvas?.getContext('2d', { willReadFrequently: true }) as
      | OffscreenCanvasRenderingContext2D
      | CanvasRenderingContext2D
      | null
      | undefined;
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height).data;
    // "Too small" is about the photo as taken, not the measuring copy.
    return measureReadability(greyOf(pixels, width, height), width, height, {
      width: bitmap.width,
      height: bitmap.height,
    });
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}
