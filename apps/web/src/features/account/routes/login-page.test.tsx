import { API } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';
import { sessionEndNote, TOKEN_KEY } from '@/lib/session';
import { answer, fail, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { LoginPage } from './login-page';

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/account/login', element: <LoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to) => void router.navigate(to));
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  await setLanguage('en', { remember: false });
});

describe('the sign-in page after a session ended', () => {
  it.each([
    ['locked', 'The firm has locked your account, so you were signed out. Please contact the firm.'],
    [
      'passwordChanged',
      'Your password was changed, so you were signed out. Please sign in with your new password.',
    ],
    ['expired', 'Your session expired, so you were signed out. Please sign in again.'],
  ] as const)('says in one sentence why (%s)', async (reason, sentence) => {
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(fail(API.getCases, 'SESSION_ENDED', { params: { reason } }), answer(API.logout, null));
    const router = renderApp('/dashboard');

    // A signed-in screen's request is refused: the app moves to the sign-in page, which says why.
    await call(API.getCases).catch(() => {});

    expect(await screen.findByRole('status')).toHaveTextContent(sentence);
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it("says it in the reader's language, and only once: a later visit to the page is silent", async () => {
    await setLanguage('de', { remember: false });
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(
      fail(API.getCases, 'SESSION_ENDED', { params: { reason: 'locked' } }),
      answer(API.logout, null),
    );
    const router = renderApp('/dashboard');
    await call(API.getCases).catch(() => {});
    expect(await screen.findByRole('status')).toHaveTextContent('Die Kanzlei hat Ihr Konto gesperrt');

    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sessionEndNote()).toBeNull();
    await router.navigate('/account/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing to a person who simply opens the sign-in page', async () => {
    renderApp('/account/login');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByTestId('session-ended')).not.toBeInTheDocument();
  });
});
