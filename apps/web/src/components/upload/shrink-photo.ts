import { PHOTO_QUALITY, targetSize } from './photo-plan';

/**
 * Writes a picture again as a JPEG with the browser's own decoder and canvas, in a window or a
 * worker alike. The EXIF orientation is applied to the pixels, and nothing of the original's
 * metadata (place, time, camera) is carried over: a canvas writes none (decision 037).
 */

type Picture = { source: CanvasImageSource; width: number; height: number; close: () => void };
type Canvas = OffscreenCanvas | HTMLCanvasElement;

async function decodeInImage(blob: Blob): Promise<Picture | null> {
  // Safari reads HEIC in an <img> where createImageBitmap may not; there is no <img> in a worker.
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => {} };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The picture upright, as the camera meant it; null when this browser cannot read it. */
async function decode(blob: Blob): Promise<Picture | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Not a format this browser's createImageBitmap reads: an <img> may still.
    }
  }
  return decodeInImage(blob);
}

function canvasOf(width: number, height: number): Canvas | null {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The picture as a JPEG at most `longSide` pixels on its long side (null: its own size); null
 * when the browser cannot read the picture or write a JPEG.
 */
export async function writeJpeg(
  blob: Blob,
  longSide: number | null,
  quality = PHOTO_QUALITY,
): Promise<Blob | null> {
  const picture = await decode(blob);
  if (!picture) return null;
  try {
    const { width, height } = targetSize(picture.width, picture.height, longSide);
    const canvas = canvasOf(width, height);
    const context = canvas?.getContext('2d') as
      | OffscreenCanvasRenderingContext2D
      | CanvasRenderingContext2D
      | null
      | undefined;
    if (!canvas || !context) return null;
    // A JPEG has no transparency: a PNG's clear parts would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture.source, 0, 0, width, height);
    const jpeg = await encode(canvas, quality);
    return jpeg?.type === 'image/jpeg' ? jpeg : null;
  } catch {
    return null;
  } finally {
    picture.close();
  }
}
