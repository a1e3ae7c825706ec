import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { fail, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { useCurrentUser } from './get-current-user';

afterEach(() => localStorage.clear());

describe('useCurrentUser', () => {
  it('leaves a failure to the screen that shows it, with no toast besides', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ FullName: 'Amara Okafor', Role: 'Client' }));
    server.use(fail(API.getCurrentUser, 'OVERLOADED'));
    const toasts: ToastMessage[] = [];
    const unsubscribe = subscribeToasts((toast) => toasts.push(toast));
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 503, code: 'OVERLOADED' }));
    expect(sent(API.getCurrentUser)).toHaveLength(1);
    expect(toasts).toEqual([]);
    unsubscribe();
  });
});
