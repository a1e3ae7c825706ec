import { API, type UploadSettings } from '@docket/contract';
import { call } from '../../lib/api-client';
import { checkFile, type FileProblem, type FileUploadKind } from './file-rules';
import {
  jpegName,
  mayBePicture,
  PHOTO_LONG_SIDE,
  PHOTO_QUALITY,
  photoPlan,
  pictureFormat,
} from './photo-plan';
import type { PhotoJob } from './photo-worker';
import { writeJpeg } from './shrink-photo';

/** The file to send, or why none can be: the browser's checks apply to what is sent (decision 037). */
export type Prepared = { file: File } | { problem: FileProblem };

/** Writes a picture as a JPEG at most `longSide` pixels long (null: as large as it is); null if it cannot. */
export type JpegWriter = (
  picture: Blob,
  longSide: number | null,
  signal: AbortSignal,
) => Promise<Blob | null>;

export interface PrepareDeps {
  settings: () => Promise<UploadSettings>;
  jpeg: JpegWriter;
}

// Asked once a page, when the first photo is picked; a failure is asked again with the next.
let settingsOnce: Promise<UploadSettings> | null = null;
function firmSettings(): Promise<UploadSettings> {
  settingsOnce ??= call(API.uploadSettings, {}, { background: true }).catch((error: unknown) => {
    settingsOnce = null;
    throw error;
  });
  return settingsOnce;
}

// What this step made, so a retry sends it as it is rather than writing the JPEG once more.
const made = new WeakSet<File>();

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/** In a worker where the browser has OffscreenCanvas there; undefined when no worker could do it. */
function jpegInWorker(picture: Blob, longSide: number | null, signal: AbortSignal) {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  return new Promise<Blob | null | undefined>((resolve, reject) => {
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
    worker.addEventListener('message', (event: MessageEvent<Blob | null>) => {
      end();
      resolve(event.data);
    });
    worker.addEventListener('error', () => {
      end();
      resolve(undefined);
    });
    worker.postMessage({ picture, longSide, quality: PHOTO_QUALITY } satisfies PhotoJob);
  });
}

/** The browser's JPEG writer, in a worker when it can be; the page's own <img> is the last resort (Safari's HEIC). */
const browserJpeg: JpegWriter = async (picture, longSide, signal) => {
  const fromWorker = await jpegInWorker(picture, longSide, signal);
  if (fromWorker) return fromWorker;
  const jpeg = await writeJpeg(picture, longSide);
  if (signal.aborted) throw cancelled();
  return jpeg;
};

const BROWSER: PrepareDeps = { settings: firmSettings, jpeg: browserJpeg };

function checked(kind: FileUploadKind, file: File): Prepared {
  const problem = checkFile(kind, file);
  return problem ? { problem } : { file };
}

/**
 * The one step between picking a file and sending it: a photo is made smaller (about 2,000 px,
 * JPEG) unless the firm keeps originals, HEIC and WebP become JPEG, and anything else goes as it
 * is. The type and size checks apply to the file as it will be sent.
 */
export async function prepareFile(
  kind: FileUploadKind,
  file: File,
  signal: AbortSignal,
  deps: PrepareDeps = BROWSER,
): Promise<Prepared> {
  if (made.has(file) || !mayBePicture(file)) return checked(kind, file);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const format = pictureFormat(file, head);
  // Only a picture the firm's setting could change is worth asking the server about.
  if (photoPlan(format, file.size, false) === 'as-is') return checked(kind, file);
  const { keepOriginalPhotos } = await deps.settings();
  if (signal.aborted) throw cancelled();
  const plan = photoPlan(format, file.size, keepOriginalPhotos);
  if (plan === 'as-is') return checked(kind, file);
  const jpeg = await deps.jpeg(file, plan === 'shrink' ? PHOTO_LONG_SIDE : null, signal);
  if (!jpeg) return format === 'heic' ? { problem: { kind: 'heicUnreadable' } } : checked(kind, file);
  // A JPEG or PNG that would not get smaller (a plain screenshot) goes as it was.
  if ((format === 'jpeg' || format === 'png') && jpeg.size >= file.size) return checked(kind, file);
  const prepared = new File([jpeg], jpegName(file.name), {
    type: 'image/jpeg',
    lastModified: file.lastModified,
  });
  made.add(prepared);
  return checked(kind, prepared);
}
