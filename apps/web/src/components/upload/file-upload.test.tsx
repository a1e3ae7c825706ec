import { API } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { must } from '@/test/must';
import { answer, requestsMade, sent, server } from '@/test/network';
import { FileUpload } from './file-upload';
import type { UploadedFile, UploadFn } from './upload-file';

const file = (name: string, size: number, type = 'application/pdf') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** An upload the test finishes by hand, reporting progress on the way. */
function controllableUpload() {
  const calls: {
    resolve: (file: UploadedFile) => void;
    reject: (error: unknown) => void;
    progress: (n: number) => void;
  }[] = [];
  const upload: UploadFn = (_kind, picked, onProgress, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      calls.push({ resolve, reject, progress: onProgress });
      void picked;
    });
  return { upload, calls };
}

function Harness({ upload, onChange }: { upload: UploadFn; onChange?: (file: UploadedFile | null) => void }) {
  const [value, setValue] = useState<UploadedFile | null>(null);
  return (
    <FileUpload
      kind="case-document"
      label="Passport"
      required
      value={value}
      upload={upload}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('FileUpload', () => {
  it('is a labelled group whose file button is reachable by keyboard', async () => {
    render(<Harness upload={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Passport' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
    expect(
      screen.getByText('Allowed formats: PDF, DOC, DOCX, JPG, PNG. Max size: 25 MB.'),
    ).toBeInTheDocument();
  });

  it('says "Invalid file selected" for a wrong type and sends nothing', async () => {
    const upload = vi.fn<UploadFn>();
    render(<Harness upload={upload} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Passport'), file('run.exe', 100));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file selected');
    expect(upload).not.toHaveBeenCalled();
  });

  it('names the limit in KB for a file that is too large', async () => {
    const upload = vi.fn<UploadFn>();
    render(<Harness upload={upload} />);
    await userEvent.setup().upload(screen.getByLabelText('Passport'), file('big.pdf', 26 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('File size is greater than 25600KB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('goes from PENDING through IN_PROGRESS with a progress bar to DONE and reports the key', async () => {
    const { upload, calls } = controllableUpload();
    const onChange = vi.fn();
    render(<Harness upload={upload} onChange={onChange} />);
    await userEvent.setup().upload(screen.getByLabelText('Passport'), file('passport.pdf', 1000));
    expect(screen.getByText('Waiting to upload')).toBeInTheDocument();
    must(calls[0], 'the first upload').progress(0.42);
    expect(await screen.findByText('Uploading… 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of passport.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    must(calls[0], 'the first upload').resolve({ filePath: 'key-1', fileName: 'passport.pdf' });
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ filePath: 'key-1', fileName: 'passport.pdf' });
  });

  it('can cancel a running upload and retry it', async () => {
    const { upload, calls } = controllableUpload();
    render(<Harness upload={upload} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Passport'), file('passport.pdf', 1000));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
    must(calls[1], 'the second upload').resolve({ filePath: 'key-2', fileName: 'passport.pdf' });
    expect(await screen.findByRole('button', { name: 'Remove passport.pdf' })).toBeInTheDocument();
  });

  it('shows a failed upload with the reason and a retry', async () => {
    const { upload, calls } = controllableUpload();
    render(<Harness upload={upload} />);
    await userEvent.setup().upload(screen.getByLabelText('Passport'), file('passport.pdf', 1000));
    must(calls[0], 'the first upload').reject(new Error('boom'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says at the field how to send a HEIC photo the browser cannot read, and sends nothing', async () => {
    server.use(answer(API.uploadSettings, { keepOriginalPhotos: false }));
    const upload = vi.fn<UploadFn>();
    render(<Harness upload={upload} />);
    const heic = new File(
      [new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')])],
      'IMG_5521.HEIC',
    );
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Passport'), heic);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This photo is in HEIC format, which can’t be read here. On an iPhone, choose ‘Most Compatible’ in Settings › Camera › Formats, or take a screenshot of the photo and send that.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(sent(API.uploadSettings)).toHaveLength(1);
  });

  it('sends a small photo as it is, without asking the server first', async () => {
    const { upload, calls } = controllableUpload();
    render(<Harness upload={upload} />);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'page.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.setup().upload(screen.getByLabelText('Passport'), photo);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of page.jpg' })).toBeInTheDocument();
    expect(requestsMade()).toEqual([]);
  });
});
