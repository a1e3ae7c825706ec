import type { UserListItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { subscribeToasts, type ToastMessage } from '../../../lib/notifier';
import { StatusSwitch } from './status-switch';

const toggleUser = vi.fn();
vi.mock('../api/toggle-user', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useToggleUser: () => useMutation({ mutationFn: (id: string) => toggleUser(id) }) };
});

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
  toggleUser.mockReset();
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
    toggleUser.mockResolvedValue(null);
    await userEvent.click(renderSwitch());
    expect(toggleUser).toHaveBeenCalledWith(user.id);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'success',
        message: 'user update successfully',
        title: 'Update User',
      }),
    );
  });

  it("shows the server's reason, by its code, when it refuses", async () => {
    toggleUser.mockRejectedValue(
      new ApiError({ status: 400, code: 'CANNOT_LOCK_SELF', responseMessage: 'Not shown: the code is.' }),
    );
    await userEvent.click(renderSwitch());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'You cannot lock your own account.',
        title: 'Update User',
      }),
    );
  });

  it('says "Unable to toggle user status." for a refusal without a reason', async () => {
    toggleUser.mockRejectedValue(new ApiError({ status: 200 }));
    await userEvent.click(renderSwitch());
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Unable to toggle user status.'));
  });

  it('says "An error occurred while toggling the status." when no answer arrives', async () => {
    toggleUser.mockRejectedValue(new ApiError({ status: 0 }));
    await userEvent.click(renderSwitch());
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('An error occurred while toggling the status.'));
  });
});
