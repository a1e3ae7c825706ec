import type { DocumentFinding, UploadSettings } from '@docket/contract';
import { checkFile, type FileProblem, type FileUploadKind } from './file-rules';
import { browserJpeg, browserMeasure, cancelled, type JpegWriter } from './photo-jpeg';
import {
  jpegName,
  mayBePicture,
  PHOTO_RULES,
  type PictureFormat,
  photoPlan,
  pictureFormat,
} from './photo-plan';
import { type Adviser, adviseOnPhoto, type PictureMeasurer } from './photo-readability';
import { firmSettings } from './upload-settings';

/**
 * The file to send, or why none can be: the browser's checks apply to what is sent (decision 037).
 * `advice`: what makes the photo hard to read, said to the client before it is sent (decision 039).
 */
export type Prepared = { file: File; advice?: DocumentFinding[] } | { problem: FileProblem };

export interface PrepareDeps {
  settings: () => Promise<UploadSettings>;
  jpeg: JpegWriter;
  /** Left out, photos are sent without a readability measure. */
  measure?: PictureMeasurer;
  advise?: Adviser;
}

export interface PrepareOptions {
  /** Measure a photo's readability first: a client's document, not yet judged by her ("Send anyway"). */
  advise?: boolean;
}

// What this step made, so a retry sends it as it is rather than writing the JPEG once more.
const made = new WeakSet<File>();

const BROWSER: PrepareDeps = {
  settings: firmSettings,
  jpeg: browserJpeg,
  measure: browserMeasure,
  advise: adviseOnPhoto,
};

function checked(kind: FileUploadKind, file: File): Prepared {
  const problem = checkFile(kind, file);
  return problem ? { problem } : { file };
}

/**
 * The one step between picking a file and sending it: a photo is made smaller (a JPEG of the
 * kind's PHOTO_RULES: 2,000 px for documents unless the firm keeps originals, 512 px for an
 * avatar), HEIC and WebP become JPEG, and anything else goes as it is. The type and size checks
 * apply to the file as it will be sent. Asked to advise, a photo is then measured for
 * readability, and what makes it hard to read comes back with it, to be said before anything is
 * sent.
 */
export async function prepareFile(
  kind: FileUploadKind,
  file: File,
  signal: AbortSignal,
  deps: PrepareDeps = BROWSER,
  options: PrepareOptions = {},
): Promise<Prepared> {
  if (!mayBePicture(file)) return checked(kind, file);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const format = pictureFormat(file, head);
  const prepared = made.has(file) ? checked(kind, file) : await shrunk(kind, file, format, signal, deps);
  if (!options.advise || format === null || 'problem' in prepared || !deps.measure || !deps.advise) {
    return prepared;
  }
  // Measured as it will be sent: the server, on arrival, measures those very pixels.
  const metrics = await deps.measure(prepared.file, signal);
  if (signal.aborted) throw cancelled();
  const advice = metrics ? deps.advise(metrics) : [];
  return advice.length > 0 ? { ...prepared, advice } : prepared;
}

async function shrunk(
  kind: FileUploadKind,
  file: File,
  format: PictureFormat | null,
  signal: AbortSignal,
  deps: PrepareDeps,
): Promise<Prepared> {
  const rule = PHOTO_RULES[kind];
  // Only a picture the firm's setting could change is worth asking the server about.
  if (photoPlan(format, file.size, false, rule.smallEnoughBytes) === 'as-is') return checked(kind, file);
  const keepOriginal = rule.keepsOriginalsOnRequest && (await deps.settings()).keepOriginalPhotos;
  if (signal.aborted) throw cancelled();
  const plan = photoPlan(format, file.size, keepOriginal, rule.smallEnoughBytes);
  if (plan === 'as-is') return checked(kind, file);
  const jpeg = await deps.jpeg(file, plan === 'shrink' ? rule.longSide : null, signal);
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
