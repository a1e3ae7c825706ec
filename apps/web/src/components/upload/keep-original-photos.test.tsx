import { API } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, sent, server, unreachable } from '@/test/network';
import { FileUpload } from './file-upload';
import type { UploadFn } from './upload-file';

// A file of its own: the firm's setting is asked once a page, and each test file is a fresh page.
describe('FileUpload and the firm’s photo setting', () => {
  it('does not guess the setting when it cannot be asked, and asks again on Retry; originals then go as taken', async () => {
    server.use(unreachable(API.uploadSettings));
    const upload = vi.fn<UploadFn>(async () => ({ filePath: 'key-1', fileName: 'IMG_0412.jpg' }));
    render(
      <FileUpload kind="case-document" label="Passport" value={null} onChange={() => {}} upload={upload} />,
    );
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 0])], 'IMG_0412.jpg', {
      type: 'image/jpeg',
    });
    Object.defineProperty(photo, 'size', { value: 5 * 1024 * 1024 });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Passport'), photo);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    server.use(answer(API.uploadSettings, { keepOriginalPhotos: true }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[1]).toBe(photo);
    // Asked when the photo was picked, and again on Retry.
    expect(sent(API.uploadSettings)).toHaveLength(2);
  });
});
