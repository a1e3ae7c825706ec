import { API, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { testUpload } from '@/test/fixtures';
import { answer, fail, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { AvatarField } from './avatar-field';

const SAVED = `${API.avatarImage.path}?key=avatar%2Fold-key&expires=1&signature=s`;

beforeAll(() => {
  // jsdom has no object addresses.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  server.use(answer(API.uploadFile, testUpload('avatar/new-key', 'me.png', 'image/png')));
});

/** The field as the personal information form holds it: the key to save, starting from `initial`. */
function renderField(initial: string | null = null) {
  const changes: (string | null)[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <AvatarField
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        firstName="Noor"
        lastName="Rahimi"
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return changes;
}

/** A file that says it is `size` bytes long, without holding them: checked, never sent. */
const file = (name: string, size: number, type: string) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** A small picture whose bytes are sent: a resumable upload reads every one. */
const picture = () => new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' });

/** The requests of the tus endpoints, with the upload's id left out. */
const tusRequests = () =>
  requestsMade()
    .filter((request) => request.includes(RESUMABLE_UPLOADS_PATH))
    .map((request) => request.replace(/\/[0-9a-f]{32}$/, '/:id'));

describe('AvatarField', () => {
  it('says "Invalid file selected" for a type other than JPG, JPEG or PNG and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const changes = renderField();
    await user.upload(screen.getByLabelText('Choose a new picture'), file('cv.pdf', 100, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file selected');
    expect(changes).toEqual([]);
    expect(requestsMade()).toEqual([]);
  });

  it('names the 800 kB limit for a larger picture it cannot make smaller', async () => {
    const user = userEvent.setup();
    const changes = renderField();
    expect(screen.getByText('JPG, JPEG or PNG, at most 800 kB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose a new picture'), file('me.png', 900 * 1024, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size is greater than 800KB.');
    expect(changes).toEqual([]);
    expect(requestsMade()).toEqual([]);
  });

  it('sends a valid picture as documents are sent, resumably, previews it and hands over the new key', async () => {
    const token = validToken();
    localStorage.setItem(TOKEN_KEY, token);
    const user = userEvent.setup();
    const changes = renderField();
    await user.upload(screen.getByLabelText('Choose a new picture'), picture());

    await vi.waitFor(() => expect(changes).toEqual(['avatar/new-key']));
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'blob:preview'),
    );
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Created on the resumable endpoint, filled, and staged as an avatar by Uploadfile's checks.
    expect(tusRequests()).toEqual([`POST ${RESUMABLE_UPLOADS_PATH}`, `PATCH ${RESUMABLE_UPLOADS_PATH}/:id`]);
    const [staged] = sent(API.uploadFile);
    expect(staged).toMatchObject({ query: { kind: 'avatar' }, token });
    expect(requestsMade(API.uploadFile)).toHaveLength(1);
  });

  it('says why the server refused a picture at the field, hands over nothing and offers Retry', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(fail(API.uploadFile, 'FILE_CONTENT_MISMATCH'));
    const user = userEvent.setup();
    const changes = renderField();
    await user.upload(screen.getByLabelText('Choose a new picture'), picture());

    expect(await screen.findByRole('alert')).toHaveTextContent(/content/i);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('brings back the saved picture when the new one is dropped, and removes it only when asked', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    const user = userEvent.setup();
    const changes = renderField(SAVED);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', SAVED);
    await user.upload(screen.getByLabelText('Choose a new picture'), picture());
    await vi.waitFor(() => expect(changes).toEqual(['avatar/new-key']));
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove me.png' }));
    expect(changes).toEqual(['avatar/new-key', SAVED]);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', SAVED);

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(changes).toEqual(['avatar/new-key', SAVED, null]);
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });
});
