import { API, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { uploadFile } from '@/components/upload/upload-file';
import { LoginPage } from '@/features/account/routes/login-page';
import { call } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from '@/lib/session';
import { refreshSession } from '@/lib/token-refresh';
import { answer, fail, failureEnvelope, respond, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { RequireAuth } from './require-auth';

/**
 * The sentence on the sign-in page saying why a session ended belongs to a sign-out, whichever
 * request's refresh was refused, and is never said again on a later, ordinary visit.
 */
function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/account/login', element: <LoginPage /> },
      { path: '/pages/faqs', element: <h1>FAQs</h1> },
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to) => void router.navigate(to));
  render(<RouterProvider router={router} />);
  return router;
}

describe('why the session ended, on the sign-in page', () => {
  it('is said once when an upload’s refresh is refused: the session ends as for any request', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    server.use(
      http.post(
        RESUMABLE_UPLOADS_PATH,
        () =>
          HttpResponse.json(failureEnvelope('SESSION_ENDED', { reason: 'passwordChanged' }), { status: 401 }),
        {
          once: true,
        },
      ),
      fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'passwordChanged' } }),
      answer(API.logout, null),
    );
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await expect(
      uploadFile('case-document', file, () => {}, new AbortController().signal),
    ).rejects.toMatchObject({ status: 401 });

    expect(await screen.findByTestId('session-ended')).toHaveTextContent('Your password was changed');
    expect(router.state.location.pathname).toBe('/account/login');
    // Later, the person opens the sign-in page as anyone would: nothing is said again.
    await router.navigate('/pages/faqs');
    expect(await screen.findByRole('heading', { name: 'FAQs' })).toBeInTheDocument();
    await router.navigate('/account/login');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByTestId('session-ended')).not.toBeInTheDocument();
  });

  it('is the sign-out’s own reason when a refused refresh was followed by one that worked', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    let refreshes = 0;
    server.use(
      respond(API.refreshToken, (_request, reply) =>
        ++refreshes === 1
          ? reply.fail('SESSION_ENDED', { params: { reason: 'passwordChanged' } })
          : reply.ok({ token: validToken(), refreshToken: 'r-2' }),
      ),
      fail(API.getCases, 'SESSION_ENDED', { params: { reason: 'locked' } }),
      answer(API.logout, null),
    );
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // A refused refresh (another tab had just used the token), then one that works.
    expect(await refreshSession()).toBe(false);
    expect(await refreshSession()).toBe(true);

    // Then the firm locks the account: that is what the page says.
    await call(API.getCases).catch(() => {});
    expect(await screen.findByTestId('session-ended')).toHaveTextContent('The firm has locked your account');
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('is said when a refused refresh sends the person to sign in on opening a screen', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r-remembered');
    server.use(
      fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'locked' } }),
      answer(API.logout, null),
    );
    const router = renderApp('/dashboard');
    expect(await screen.findByTestId('session-ended')).toHaveTextContent('The firm has locked your account');
    expect(router.state.location.pathname).toBe('/account/login');
  });
});
