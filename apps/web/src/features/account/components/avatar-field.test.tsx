import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session';
import { testUpload } from '../../../test/fixtures';
import { answer, requestsMade, sent, server } from '../../../test/network';
import { AvatarField } from './avatar-field';

beforeEach(() => {
  server.use(answer(API.uploadFile, testUpload('avatar/new-key', 'me.png', 'image/png')));
});

function renderField(onChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AvatarField value={null} onChange={onChange} firstName="Noor" lastName="Rahimi" />
    </QueryClientProvider>,
  );
  return onChange;
}

const file = (name: string, size: number, type: string) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('AvatarField', () => {
  it('says "Invalid file selected" for a type other than JPG, JPEG or PNG and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = renderField();
    await user.upload(screen.getByLabelText('Choose a new picture'), file('cv.pdf', 100, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file selected');
    expect(onChange).not.toHaveBeenCalled();
    expect(requestsMade()).toEqual([]);
  });

  it('names the 800 kB limit for a larger picture', async () => {
    const user = userEvent.setup();
    const onChange = renderField();
    await user.upload(screen.getByLabelText('Choose a new picture'), file('me.png', 900 * 1024, 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('File size is greater than 800KB.');
    expect(onChange).not.toHaveBeenCalled();
    expect(requestsMade()).toEqual([]);
  });

  it('uploads a valid picture, previews it and hands over the new key', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    const onChange = renderField();
    await user.upload(screen.getByLabelText('Choose a new picture'), file('me.png', 1000, 'image/png'));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('avatar/new-key'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Staged as an avatar, with the session's token, through the upload's own request (XMLHttpRequest),
    // the picture in the multipart field "file".
    const [upload] = sent(API.uploadFile);
    expect(upload).toMatchObject({ query: { kind: 'avatar' }, token: 'tok-1' });
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('Content-Disposition: form-data; name="file"');
  });
});
