import type { DocumentFinding, ReadabilityMetrics } from '@docket/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload';
import { greyOf } from './photo-readability';
import type { PrepareDeps } from './prepare-photo';
import type { UploadFn } from './upload-file';

/**
 * Before a photo is sent, the browser measures it (the contract's measure, on a canvas) and says
 * what makes it hard to read. jsdom has no canvas, so the measure comes in at the function's
 * boundary (`prepareDeps.measure`); what is decided from it, and what the client sees, is real.
 */
const BLURRED: ReadabilityMetrics = { width: 1500, height: 2000, brightness: 180, contrast: 120, blur: 0.54 };
const SHARP: ReadabilityMetrics = { ...BLURRED, blur: 0.17 };

const finding = (code: DocumentFinding['code']): DocumentFinding => ({
  code,
  tone: 'warn',
  params: {},
  confidence: null,
});

function browser(metrics: ReadabilityMetrics) {
  const measure = vi.fn(async () => metrics);
  // The rules' thresholds are the rules' own (their tests); here, blur over 0.35 reads as blurred.
  const advise = vi.fn((m: ReadabilityMetrics) => (m.blur > 0.35 ? [finding('blurred')] : []));
  const deps: PrepareDeps = {
    settings: async () => ({ keepOriginalPhotos: false }),
    jpeg: async () => null,
    measure,
    advise,
  };
  return { deps, measure, advise };
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], 'IMG_0412.jpg', { type: 'image/jpeg' });

function renderUpload(deps: PrepareDeps, advise = true) {
  const upload = vi.fn<UploadFn>(async () => ({ filePath: 'key-1', fileName: 'IMG_0412.jpg' }));
  render(
    <FileUpload
      kind="case-document"
      label="Passport"
      value={null}
      onChange={() => {}}
      advise={advise}
      upload={upload}
      prepareDeps={deps}
    />,
  );
  return upload;
}

afterEach(() => vi.restoreAllMocks());

describe('a photo that looks hard to read, before it is sent', () => {
  it('is held back with the reason and the choice, the focus on it; Send anyway sends it as it was', async () => {
    const { deps, measure } = browser(BLURRED);
    const upload = renderUpload(deps);
    const user = userEvent.setup();
    const picked = photo();
    await user.upload(screen.getByLabelText('Passport'), picked);

    const sentence = await screen.findByText(
      'This photo is hard to read: it looks blurred. Take it again, or send it anyway?',
    );
    expect(sentence).toHaveFocus();
    expect(measure).toHaveBeenCalledWith(picked, expect.any(AbortSignal));
    expect(upload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[1]).toBe(picked);
    expect(screen.queryByText(/hard to read/)).toBeNull();
    // She has chosen: the photo is not measured again on its way.
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('Take it again drops it, sends nothing and opens the picker again', async () => {
    const { deps } = browser(BLURRED);
    const upload = renderUpload(deps);
    const user = userEvent.setup();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    await user.upload(screen.getByLabelText('Passport'), photo());
    opened.mockClear();
    await user.click(await screen.findByRole('button', { name: 'Take it again' }));
    expect(screen.queryByText(/hard to read/)).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(upload).not.toHaveBeenCalled();
  });

  it('goes straight up when it reads well', async () => {
    const sharp = browser(SHARP);
    const upload = renderUpload(sharp.deps);
    await userEvent.upload(screen.getByLabelText('Passport'), photo());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/hard to read/)).toBeNull();
  });

  it('is not measured where the form does not ask for it', async () => {
    const { deps, measure } = browser(BLURRED);
    const upload = renderUpload(deps, false);
    await userEvent.upload(screen.getByLabelText('Passport'), photo());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(measure).not.toHaveBeenCalled();
  });
});

describe('greyOf', () => {
  it('turns a canvas’s RGBA pixels into one byte of grey each, by the eye’s weights', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255]);
    expect([...greyOf(rgba, 4, 1)]).toEqual([255, 0, 76, 150]);
  });
});
