/**
 * The browser's JPEG writer for photos: in a worker where the browser can draw there, so a cheap
 * phone's page keeps answering, and on the page otherwise.
 */
import type { ReadabilityMetrics } from '@docket/contract';
import { PHOTO_QUALITY } from './photo-plan';
import { measurePicture, type PictureMeasurer } from './photo-readability';
import type { MeasureJob, PhotoJob } from './photo-worker';
import { writeJpeg } from './shrink-photo';

/** Writes a picture as a JPEG at most `longSide` pixels long (null: as large as it is); null if it cannot. */
export type JpegWriter = (
  picture: Blob,
  longSide: number | null,
  signal: AbortSignal,
) => Promise<Blob | null>;

export const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/** A job in a worker where the browser has OffscreenCanvas there; undefined when no worker could do it. */
function inWorker<Answer>(job: PhotoJob | MeasureJob, signal: AbortSignal) {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  return new Promise<Answer | null | undefined>((resolve, reject) => {
    const worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(cancelled());
    };
    signal.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<Answer | null>) => {
      end();
      resolve(event.data);
    });
    worker.addEventListener('error', () => {
      end();
      resolve(undefined);
    });
    worker.postMessage(job);
  });
}

/** The browser's JPEG writer, in a worker when it can be; the page's own <img> is the last resort (Safari's HEIC). */
export const browserJpeg: JpegWriter = async (picture, longSide, signal) => {
  const fromWorker = await inWorker<Blob>({ picture, longSide, quality: PHOTO_QUALITY }, signal);
  if (fromWorker) return fromWorker;
  const jpeg = await writeJpeg(picture, longSide);
  if (signal.aborted) throw cancelled();
  return jpeg;
};

/** The browser's readability measure of a picture, in a worker when it can be, on the page otherwise. */
export const browserMeasure: PictureMeasurer = async (picture, signal) => {
  const fromWorker = await inWorker<ReadabilityMetrics>({ measure: picture }, signal);
  if (fromWorker) return fromWorker;
  const metrics = await measurePicture(picture);
  if (signal.aborted) throw cancelled();
  return metrics;
};
