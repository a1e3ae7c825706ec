import type { UploadSettings } from '@docket/contract';
import { describe, expect, it, vi } from 'vitest';
import type { JpegWriter } from './photo-jpeg';
import { type PrepareDeps, type Prepared, prepareFile } from './prepare-photo';

const JPEG_START = [0xff, 0xd8, 0xff, 0xe1];
const HEIC_START = [0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0))];
const MB = 1024 * 1024;
const never = new AbortController().signal;

/** A file with the given first bytes that says it is `size` bytes long, as a phone's photo would be. */
function picked(name: string, start: number[], size: number, type = 'image/jpeg'): File {
  const file = new File([new Uint8Array([...start, 0, 0, 0, 0])], name, {
    type,
    lastModified: 1_700_000_000_000,
  });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The browser's part, played by a writer that answers a JPEG of `bytes` (null: cannot read it). */
function browser(bytes: number | null, settings: UploadSettings = { keepOriginalPhotos: false }) {
  const jpeg = vi.fn<JpegWriter>(async () =>
    bytes === null ? null : new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
  );
  const asked = vi.fn(async () => settings);
  const deps: PrepareDeps = { settings: asked, jpeg };
  return { deps, jpeg, asked };
}

const sentFile = (prepared: Prepared): File => {
  if ('problem' in prepared) throw new Error(`Expected a file, got ${prepared.problem.kind}`);
  return prepared.file;
};

describe('prepareFile', () => {
  it('makes a large photo a JPEG of 2,000 px at most, checked for size as it will be sent', async () => {
    // A 12 MB photo is over the template limit (10 MB); the 900 kB JPEG made from it is not.
    const { deps, jpeg } = browser(900 * 1024);
    const file = sentFile(
      await prepareFile('template', picked('IMG_0412.jpg', JPEG_START, 12 * MB), never, deps),
    );
    expect(jpeg).toHaveBeenCalledWith(expect.any(File), 2000, never);
    expect(file.size).toBe(900 * 1024);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('IMG_0412.jpg');
    expect(file.lastModified).toBe(1_700_000_000_000);
  });

  it('makes an avatar a JPEG of 512 px at most, whatever the firm keeps, without asking the server', async () => {
    // A 3 MB phone photo is over the avatar's 800 kB limit; the 60 kB JPEG made from it is not.
    const { deps, jpeg, asked } = browser(60 * 1024, { keepOriginalPhotos: true });
    const file = sentFile(await prepareFile('avatar', picked('selfie.jpg', JPEG_START, 3 * MB), never, deps));
    expect(jpeg).toHaveBeenCalledWith(expect.any(File), 512, never);
    expect(asked).not.toHaveBeenCalled();
    expect(file.size).toBe(60 * 1024);
    expect(file.name).toBe('selfie.jpg');
    // A small one goes as it is, unread.
    const small = picked(
      'me.png',
      [0x89, ...[...'PNG'].map((c) => c.charCodeAt(0))],
      150 * 1024,
      'image/png',
    );
    expect(sentFile(await prepareFile('avatar', small, never, deps))).toBe(small);
    expect(jpeg).toHaveBeenCalledTimes(1);
  });

  it('sends a photo already small enough as it is, without asking the server or reading it', async () => {
    const { deps, jpeg, asked } = browser(1);
    const original = picked('small.jpg', JPEG_START, 800 * 1024);
    expect(sentFile(await prepareFile('case-document', original, never, deps))).toBe(original);
    expect(asked).not.toHaveBeenCalled();
    expect(jpeg).not.toHaveBeenCalled();
  });

  it('never touches a PDF, however large', async () => {
    const { deps, jpeg, asked } = browser(1);
    const pdf = picked(
      'bank.pdf',
      [...'%PDF'].map((c) => c.charCodeAt(0)),
      20 * MB,
      'application/pdf',
    );
    expect(sentFile(await prepareFile('case-document', pdf, never, deps))).toBe(pdf);
    expect(asked).not.toHaveBeenCalled();
    expect(jpeg).not.toHaveBeenCalled();
  });

  it('sends photos as taken when the firm keeps originals, and then the limit applies to them', async () => {
    const { deps, jpeg } = browser(900 * 1024, { keepOriginalPhotos: true });
    const original = picked('IMG_0412.jpg', JPEG_START, 6 * MB);
    expect(sentFile(await prepareFile('case-document', original, never, deps))).toBe(original);
    expect(await prepareFile('template', picked('big.jpg', JPEG_START, 12 * MB), never, deps)).toEqual({
      problem: { kind: 'tooLarge', limitKb: 10240 },
    });
    expect(jpeg).not.toHaveBeenCalled();
  });

  it('sends the original when writing it again would not make it smaller', async () => {
    const { deps } = browser(3 * MB);
    const original = picked('screenshot.png', [0x89, 0x50, 0x4e, 0x47], 2 * MB, 'image/png');
    expect(sentFile(await prepareFile('case-document', original, never, deps))).toBe(original);
  });

  it('names a PNG made smaller .jpg', async () => {
    const { deps } = browser(300 * 1024);
    const png = picked('scan.png', [0x89, 0x50, 0x4e, 0x47], 4 * MB, 'image/png');
    expect(sentFile(await prepareFile('case-document', png, never, deps)).name).toBe('scan.jpg');
  });

  it('says how to send a HEIC photo this browser cannot read', async () => {
    const { deps } = browser(null);
    expect(
      await prepareFile('case-document', picked('IMG_5.HEIC', HEIC_START, 2 * MB, ''), never, deps),
    ).toEqual({
      problem: { kind: 'heicUnreadable' },
    });
  });

  it('writes a HEIC photo the browser reads as a JPEG, at full size when originals are kept', async () => {
    const small = browser(700 * 1024);
    const made = sentFile(
      await prepareFile(
        'case-document',
        picked('IMG_5.HEIC', HEIC_START, 2 * MB, 'image/heic'),
        never,
        small.deps,
      ),
    );
    expect(made.name).toBe('IMG_5.jpg');
    expect(small.jpeg).toHaveBeenCalledWith(expect.any(File), 2000, never);

    const whole = browser(3 * MB, { keepOriginalPhotos: true });
    await prepareFile('case-document', picked('IMG_6.heic', HEIC_START, 2 * MB, ''), never, whole.deps);
    expect(whole.jpeg).toHaveBeenCalledWith(expect.any(File), null, never);
  });

  it('sends a file it made as it is when the upload is tried again', async () => {
    const { deps, jpeg } = browser(1.5 * MB);
    const made = sentFile(
      await prepareFile('case-document', picked('IMG_7.jpg', JPEG_START, 5 * MB), never, deps),
    );
    expect(sentFile(await prepareFile('case-document', made, never, deps))).toBe(made);
    expect(jpeg).toHaveBeenCalledTimes(1);
  });

  it('stops when the upload is cancelled while the firm’s settings are on their way', async () => {
    const { deps, jpeg } = browser(1);
    const controller = new AbortController();
    controller.abort();
    await expect(
      prepareFile('case-document', picked('IMG_8.jpg', JPEG_START, 5 * MB), controller.signal, deps),
    ).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }));
    expect(jpeg).not.toHaveBeenCalled();
  });

  it('measures a photo as it will be sent, the smaller JPEG, and only when asked to advise', async () => {
    const { deps } = browser(900 * 1024);
    const metrics = { width: 1500, height: 2000, brightness: 25, contrast: 90, blur: 0.1 };
    const measure = vi.fn(async () => metrics);
    const dark = { code: 'tooDark', tone: 'warn', params: { brightness: 25 }, confidence: null } as const;
    const advise = vi.fn(() => [dark]);
    const withMeasure: PrepareDeps = { ...deps, measure, advise };
    const prepared = await prepareFile(
      'case-document',
      picked('IMG_8.jpg', JPEG_START, 5 * MB),
      never,
      withMeasure,
      {
        advise: true,
      },
    );
    expect(prepared).toEqual({ file: expect.any(File), advice: [dark] });
    expect(measure).toHaveBeenCalledWith(sentFile(prepared), never);
    expect(sentFile(prepared).size).toBe(900 * 1024);
    expect(advise).toHaveBeenCalledWith(metrics);

    measure.mockClear();
    const pdf = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    expect(await prepareFile('case-document', pdf, never, withMeasure, { advise: true })).toEqual({
      file: pdf,
    });
    expect(
      await prepareFile('case-document', picked('IMG_9.jpg', JPEG_START, 5 * MB), never, withMeasure),
    ).toEqual({
      file: expect.any(File),
    });
    expect(measure).not.toHaveBeenCalled();
  });
});
