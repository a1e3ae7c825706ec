import type { UploadKind } from '@docket/contract';

/**
 * What happens to a picture before it is sent (decision 037), as arithmetic and rules only: the
 * browser's part is in shrink-photo.ts, and prepare-photo.ts puts the two together.
 */

/** The long side of a photo as sent: a page of a passport or a letter stays easy to read. */
export const PHOTO_LONG_SIDE = 2000;
export const PHOTO_QUALITY = 0.85;
/**
 * A JPEG or PNG this small goes as it is. A 2,000 px photo at quality 0.85 is about 0.4 to 1 MB,
 * so a smaller file would gain little from being read and written again.
 */
export const SMALL_ENOUGH_BYTES = 1024 * 1024;

/** How the pictures of one kind of upload are sent. */
export interface PhotoRule {
  /** The long side of a picture made smaller, in pixels. */
  longSide: number;
  /** A JPEG or PNG of at most this many bytes goes as it is. */
  smallEnoughBytes: number;
  /** Whether the firm's KEEP_ORIGINAL_PHOTOS applies: to evidence, not to a face in a menu. */
  keepsOriginalsOnRequest: boolean;
}

const DOCUMENT_PHOTOS: PhotoRule = {
  longSide: PHOTO_LONG_SIDE,
  smallEnoughBytes: SMALL_ENOUGH_BYTES,
  keepsOriginalsOnRequest: true,
};

/**
 * Per kind of upload. An avatar is shown at most 72 px wide (216 px on a 3x screen), so 512 px
 * keeps it sharp far below its 800 kB limit, which a phone's photo exceeds several times over;
 * and it is always made so, since nobody needs the original of a face in a menu (decision 045).
 */
export const PHOTO_RULES: Record<UploadKind, PhotoRule> = {
  'case-document': DOCUMENT_PHOTOS,
  template: DOCUMENT_PHOTOS,
  avatar: { longSide: 512, smallEnoughBytes: 200 * 1024, keepsOriginalsOnRequest: false },
};

/** The pictures the browser may read and write again as a JPEG; anything else is sent untouched. */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'heic';

/**
 * What the browser does with a picture: send it as it is, write it again as a JPEG of the same
 * size (HEIC and WebP, which the server does not take), or make it smaller as a JPEG.
 */
export type PhotoPlan = 'as-is' | 'convert' | 'shrink';

// The brands an iPhone, and other HEIF writers, put in the file's `ftyp` box.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
}

/**
 * The picture format of a file by its first 12 bytes, which phones do not get wrong, then by its
 * type and name for a HEIC photo whose start is not one this knows; null for everything else.
 */
export function pictureFormat(file: { name: string; type: string }, head: Uint8Array): PictureFormat | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 1, 4) === 'PNG' && head[0] === 0x89) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heic';
  if (/^image\/hei[cf]/.test(file.type) || ['heic', 'heif'].includes(extensionOf(file.name))) return 'heic';
  return null;
}

/**
 * A file that may be a picture by its type or name, whose checks wait until it is prepared; every
 * other file is checked at once, as it is picked.
 */
export function mayBePicture(file: { name: string; type: string }): boolean {
  return (
    file.type.startsWith('image/') ||
    ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'].includes(extensionOf(file.name))
  );
}

/** Whether to read the picture at all: the server's own formats, already small, are left alone. */
export function photoPlan(
  format: PictureFormat | null,
  bytes: number,
  keepOriginal: boolean,
  smallEnoughBytes = SMALL_ENOUGH_BYTES,
): PhotoPlan {
  if (format === null) return 'as-is';
  if (format === 'heic' || format === 'webp') return keepOriginal ? 'convert' : 'shrink';
  if (keepOriginal || bytes <= smallEnoughBytes) return 'as-is';
  return 'shrink';
}

/** Width and height at most `longSide` on the long side, in proportion; never larger than it was. */
export function targetSize(
  width: number,
  height: number,
  longSide: number | null = PHOTO_LONG_SIDE,
): { width: number; height: number } {
  const scale = longSide === null ? 1 : Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The name of the JPEG made from a picture: a JPEG keeps its name, anything else becomes `.jpg`. */
export function jpegName(name: string): string {
  const extension = extensionOf(name);
  if (extension === 'jpg' || extension === 'jpeg') return name;
  const base = extension ? name.slice(0, -(extension.length + 1)) : name;
  return `${base || 'photo'}.jpg`;
}
