import { describe, expect, it } from 'vitest';
import {
  jpegName,
  mayBePicture,
  PHOTO_LONG_SIDE,
  PHOTO_RULES,
  photoPlan,
  pictureFormat,
  SMALL_ENOUGH_BYTES,
  targetSize,
} from './photo-plan';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const unnamed = { name: 'upload', type: '' };

describe('targetSize', () => {
  it('brings a 12-megapixel photo to 2,000 px on its long side, in proportion', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(targetSize(4000, 1000, PHOTO_LONG_SIDE)).toEqual({ width: 2000, height: 500 });
  });

  it('never makes a picture larger, nor a side of no pixels', () => {
    expect(targetSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(20_000, 3)).toEqual({ width: 2000, height: 1 });
  });

  it('keeps the size when there is no long side to meet (a HEIC photo the firm keeps whole)', () => {
    expect(targetSize(4032, 3024, null)).toEqual({ width: 4032, height: 3024 });
  });
});

describe('pictureFormat', () => {
  it('knows pictures by their first bytes, whatever their name', () => {
    expect(pictureFormat(unnamed, bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(pictureFormat(unnamed, bytes([0x89], 'PNG', [13, 10, 26, 10]))).toBe('png');
    expect(pictureFormat(unnamed, bytes('RIFF', [1, 2, 3, 4], 'WEBP'))).toBe('webp');
    expect(
      pictureFormat({ name: 'IMG_0001.JPG', type: 'image/jpeg' }, bytes([0, 0, 0, 24], 'ftypheic')),
    ).toBe('heic');
    expect(pictureFormat(unnamed, bytes([0, 0, 0, 28], 'ftypmif1'))).toBe('heic');
  });

  it('takes a HEIC photo by its type or name when its start is not one it knows', () => {
    expect(pictureFormat({ name: 'a.heif', type: '' }, bytes('????'))).toBe('heic');
    expect(pictureFormat({ name: 'a', type: 'image/heic' }, bytes('????'))).toBe('heic');
  });

  it('leaves documents alone, even named as pictures', () => {
    expect(pictureFormat({ name: 'letter.jpg', type: 'image/jpeg' }, bytes('%PDF-1.7'))).toBeNull();
    expect(pictureFormat(unnamed, bytes('PK', [3, 4]))).toBeNull();
    expect(pictureFormat(unnamed, bytes([0, 0, 0, 28], 'ftypavif'))).toBeNull();
  });
});

describe('photoPlan', () => {
  const big = SMALL_ENOUGH_BYTES + 1;

  it('makes a large JPEG or PNG smaller and sends a small one as it is', () => {
    expect(photoPlan('jpeg', 5_000_000, false)).toBe('shrink');
    expect(photoPlan('png', big, false)).toBe('shrink');
    expect(photoPlan('jpeg', SMALL_ENOUGH_BYTES, false)).toBe('as-is');
  });

  it('sends photos as taken when the firm keeps originals', () => {
    expect(photoPlan('jpeg', 5_000_000, true)).toBe('as-is');
  });

  it('always writes HEIC and WebP as JPEG, which the server takes, at full size when originals are kept', () => {
    expect(photoPlan('heic', 100, false)).toBe('shrink');
    expect(photoPlan('webp', big, false)).toBe('shrink');
    expect(photoPlan('heic', 100, true)).toBe('convert');
    expect(photoPlan('webp', big, true)).toBe('convert');
  });

  it('makes a picture over the kind’s own threshold smaller: an avatar over 200 kB', () => {
    expect(photoPlan('jpeg', 300 * 1024, false, PHOTO_RULES.avatar.smallEnoughBytes)).toBe('shrink');
    expect(photoPlan('png', 200 * 1024, false, PHOTO_RULES.avatar.smallEnoughBytes)).toBe('as-is');
  });

  it('never touches what is not a picture', () => {
    expect(photoPlan(null, 20_000_000, false)).toBe('as-is');
  });
});

describe('jpegName', () => {
  it('names the JPEG after the picture', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('scan.page.png')).toBe('scan.page.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.webp')).toBe('photo.jpg');
  });

  it('keeps a JPEG’s own name', () => {
    expect(jpegName('passport.JPEG')).toBe('passport.JPEG');
    expect(jpegName('passport.jpg')).toBe('passport.jpg');
  });
});

describe('mayBePicture', () => {
  it('waits for pictures by type or name and checks everything else at once', () => {
    expect(mayBePicture({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(mayBePicture({ name: 'camera', type: 'image/jpeg' })).toBe(true);
    expect(mayBePicture({ name: 'letter.pdf', type: 'application/pdf' })).toBe(false);
  });
});
