import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CaseListPage } from '@/features/cases/routes/case-list-page';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from '@/lib/session';
import { testCase, testPage } from '@/test/fixtures';
import { respond, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';

const aCase = testCase();

describe('a screen whose access token has expired', () => {
  it('gets its data once the session is refreshed through RefreshToken, and the user is told nothing', async () => {
    const claims = { Role: 'Solicitor', IsAdmin: 'False' };
    const expired = validToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    const fresh = validToken(claims);
    localStorage.setItem(TOKEN_KEY, expired);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    // The server: only the fresh token reads cases; each refresh token works once and is replaced.
    let current = 'r-1';
    server.use(
      respond(API.searchCases, ({ token }, reply) =>
        token === fresh
          ? reply.ok(testPage([aCase]))
          : reply.fail('SESSION_ENDED', { params: { reason: 'ended' } }),
      ),
      respond(API.refreshToken, ({ headers }, reply) => {
        if (headers.refreshtoken !== current)
          return reply.fail('SESSION_ENDED', { params: { reason: 'ended' } });
        current = `${current}+`;
        return reply.ok({ token: fresh, refreshToken: current });
      }),
    );
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));

    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/cases']}>
          <CaseListPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(await screen.findByText('Amal Haddad')).toBeInTheDocument();
    // Refused with the expired token, asked again with the new one.
    expect(sent(API.searchCases).map((request) => request.token)).toEqual([expired, fresh]);
    expect(sent(API.refreshToken)).toEqual([
      expect.objectContaining({ token: null, headers: expect.objectContaining({ refreshtoken: 'r-1' }) }),
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-1+');
    expect(toasts).toEqual([]);
    stop();
  });
});
