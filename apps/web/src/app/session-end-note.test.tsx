import { API, errorMessage, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFile } from '../components/upload/upload-file';
import { refreshTokens } from '../features/account/api/refresh-token';
import { LoginPage } from '../features/account/routes/login-page';
import { call } from '../lib/api-client';
import { setNavigator } from '../lib/navigation';
import { REFRESH_TOKEN_KEY, refreshSession, setRefreshHandler, TOKEN_KEY } from '../lib/session';
import { answer, fail, respond, server } from '../test/network';
import { validToken } from '../test/tokens';
import { RequireAuth } from './require-auth';

/**
 * The sentence on the sign-in page saying why a session ended belongs to a sign-out: a refresh
 * refused while the person stays signed in must not say it on a later, ordinary visit.
 */
function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/account/login', element: <LoginPage /> },
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to) => void router.navigate(to));
  render(<RouterProvider router={router} />);
  return router;
}

const sessionEnded = (reason: string) => ({
  success: false,
  data: null,
  responseMessage: errorMessage('SESSION_ENDED', { reason: reason as 'locked' }),
  code: 'SESSION_ENDED',
  params: { reason },
});

afterEach(() => setRefreshHandler(null));

describe('why the session ended, on the sign-in page', () => {
  it('is not said on a later visit when an upload’s refresh was refused but the person stayed signed in', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    setRefreshHandler(refreshTokens);
    server.use(
      http.post(
        RESUMABLE_UPLOADS_PATH,
        () => HttpResponse.json(sessionEnded('passwordChanged'), { status: 401 }),
        {
          once: true,
        },
      ),
      fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'passwordChanged' } }),
      answer(API.logout, null),
    );
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    // The upload fails; the page it was on stays, and nobody is signed out.
    await expect(
      uploadFile('case-document', file, () => {}, new AbortController().signal),
    ).rejects.toMatchObject({ status: 401 });

    // Later, the person opens the sign-in page as anyone would.
    renderApp('/account/login');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByTestId('session-ended')).not.toBeInTheDocument();
  });

  it('is the sign-out’s own reason when a refused refresh was followed by one that worked', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    setRefreshHandler(refreshTokens);
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
    setRefreshHandler(refreshTokens);
    server.use(
      fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'locked' } }),
      answer(API.logout, null),
    );
    const router = renderApp('/dashboard');
    expect(await screen.findByTestId('session-ended')).toHaveTextContent('The firm has locked your account');
    expect(router.state.location.pathname).toBe('/account/login');
  });
});
