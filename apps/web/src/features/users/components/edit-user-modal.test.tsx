import { API, type UserListItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, requestsMade, sent, server } from '@/test/network';
import { INVALID_PHONE, PHONES_ACCEPTED, PHONES_REFUSED } from '@/test/phone-numbers';
import { EditUserModal } from './edit-user-modal';

const lena: UserListItem = {
  id: '5b1c9a9e-7a55-4c0b-9a51-0b5f5f3f8a10',
  avatar: null,
  firstName: 'Lena',
  lastName: 'Okafor',
  fullName: 'Lena Okafor',
  email: 'lena@docket.test',
  contact: '+447700900123',
  createdByName: 'Firm Administrator',
  createdDate: '2025-01-10T09:00:00Z',
  role: 'Solicitor',
  isLocked: false,
  isMFAEnabled: false,
  awaitingFirstSignIn: false,
  lastSignInAt: null,
};

beforeEach(() => {
  server.use(answer(API.updateUser, null));
});

function renderModal(user: UserListItem = lena) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditUserModal user={user} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: /^Contact/ }) as HTMLInputElement;
}

describe("editing a user's contact", () => {
  it('starts from the stored number, written as people read it', async () => {
    expect(renderModal()).toHaveValue('07700 900123');
  });

  it('starts from digits kept as given as they are', async () => {
    expect(renderModal({ ...lena, contact: '12345678901' })).toHaveValue('12345678901');
  });

  it.each(PHONES_ACCEPTED)('takes %j and sends %j', async (typed, stored) => {
    const field = renderModal();
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(API.updateUser)).toHaveLength(1));
    expect(sent(API.updateUser)[0]?.body).toMatchObject({ id: lena.id, contact: stored });
  });

  it.each(PHONES_REFUSED)('refuses %j with the one message, and sends nothing', async (typed) => {
    const field = renderModal();
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(INVALID_PHONE));
    expect(requestsMade(API.updateUser)).toEqual([]);
  });
});
