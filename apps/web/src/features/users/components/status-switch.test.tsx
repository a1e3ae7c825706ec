import { API, type UserListItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { answer, fail, respond, sent, server, unreachable } from '@/test/network';
import { StatusSwitch } from './status-switch';

const user: UserListItem = {
  id: '5b1c9a9e-7a55-4c0b-9a51-0b5f5f3f8a10',
  avatar: null,
  firstName: 'Lena',
  lastName: 'Okafor',
  fullName: 'Lena Okafor',
  email: 'lena@docket.test',
  contact: '07700900123',
  createdByName: 'Firm Administrator',
  createdDate: '2025-01-10T09:00:00Z',
  role: 'Solicitor',
  isLocked: false,
  isMFAEnabled: false,
  awaitingFirstSignIn: false,
  lastSignInAt: null,
};

let toasts: ToastMessage[] = [];
beforeEach(() => {
  toasts = [];
  return subscribeToasts((toast) => toasts.push(toast));
});

function renderSwitch(item = user) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatusSwitch user={item} />
    </QueryClientProvider>,
  );
  return screen.getByRole('switch', { name: /May Lena Okafor sign in/ });
}

describe('StatusSwitch', () => {
  it('is checked while the user is not locked', () => {
    expect(renderSwitch()).toBeChecked();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('is unchecked for a locked user', () => {
    expect(renderSwitch({ ...user, isLocked: true })).not.toBeChecked();
  });

  it('toggles and confirms with "user update successfully" titled "Update User"', async () => {
    server.use(answer(API.toggleUser, null));
    await userEvent.click(renderSwitch());
    await waitFor(() => expect(sent(API.toggleUser)).toHaveLength(1));
    // The spec's GET with the user's id in the query.
    expect(sent(API.toggleUser)[0]?.query).toEqual({ id: user.id });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'success',
        message: 'user update successfully',
        title: 'Update User',
      }),
    );
  });

  it("shows the server's reason, by its code, when it refuses", async () => {
    server.use(fail(API.toggleUser, 'CANNOT_LOCK_SELF', { responseMessage: 'Not shown: the code is.' }));
    await userEvent.click(renderSwitch());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'You cannot lock your own account.',
        title: 'Update User',
      }),
    );
  });

  it('says "Unable to toggle user status." for an HTTP 200 whose envelope says success false, without a reason', async () => {
    server.use(
      respond(API.toggleUser, () => HttpResponse.json({ success: false, data: null, responseMessage: '' })),
    );
    await userEvent.click(renderSwitch());
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Unable to toggle user status.'));
  });

  it('says "An error occurred while toggling the status." when no answer arrives', async () => {
    server.use(unreachable(API.toggleUser));
    await userEvent.click(renderSwitch());
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('An error occurred while toggling the status.'));
  });
});
