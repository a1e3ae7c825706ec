import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { subscribeToasts, type ToastMessage } from '../../../lib/notifier';
import { createQueryClient } from '../../../lib/query-client';
import { TOKEN_KEY } from '../../../lib/session';
import { validToken } from '../../../test/tokens';
import { useCurrentUser } from './get-current-user';

vi.mock('../../../lib/api-client', () => ({
  call: (endpoint: { name: string }) =>
    endpoint.name === 'getCurrentUser'
      ? Promise.reject(new ApiError({ status: 503, code: 'OVERLOADED' }))
      : Promise.reject(new Error(`unexpected call to ${endpoint.name}`)),
}));

afterEach(() => localStorage.clear());

describe('useCurrentUser', () => {
  it('leaves a failure to the screen that shows it, with no toast besides', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ FullName: 'Amara Okafor', Role: 'Client' }));
    const toasts: ToastMessage[] = [];
    const unsubscribe = subscribeToasts((toast) => toasts.push(toast));
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(toasts).toEqual([]);
    unsubscribe();
  });
});
