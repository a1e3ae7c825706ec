import type { UploadSettings } from '@docket/contract';
import { checkFile, type FileProblem, type FileUploadKind } from './file-rules';
import { browserJpeg, cancelled, type JpegWriter } from './photo-jpeg';
import { jpegName, mayBePicture, PHOTO_LONG_SIDE, photoPlan, pictureFormat } from './photo-plan';
import { firmSettings } from './upload-settings';

/** The file to send, or why none can be: the browser's checks apply to what is sent (decision 037). */
export type Prepared = { file: File } | { problem: FileProblem };

export interface PrepareDeps {
  settings: () => Promise<UploadSettings>;
  jpeg: JpegWriter;
}

// What this step made, so a retry sends it as it is rather than writing the JPEG once more.
const made = new WeakSet<File>();

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
