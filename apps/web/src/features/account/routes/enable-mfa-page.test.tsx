import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { TOKEN_KEY } from '@/lib/session';
import { answer, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { EnableMfaPage } from './enable-mfa-page';
import { destinationAfterSignIn } from './login-page';

const setup = { sharedKey: 'abcd efgh', authenticatorUri: 'otpauth://totp/Docket:amara' };

function renderPage(path: string) {
  server.use(answer(API.getMfa, setup), answer(API.logout, null));
  const router = createMemoryRouter(
    [
      { path: '/account/enable-mfa', element: <EnableMfaPage /> },
      { path: '/account/login', element: <h1>Sign in</h1> },
      { path: '/settings', element: <h1>Settings</h1> },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to) => void router.navigate(to));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('EnableMfaPage: a way back', () => {
  it('goes back where the person came from when she chose to set it up', async () => {
    const person = userEvent.setup();
    const router = renderPage('/account/enable-mfa?returnUrl=%2Fsettings');
    await person.click(await screen.findByRole('link', { name: 'Not now' }));
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('signs out when the firm requires it of her role, saying so', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    const person = userEvent.setup();
    const router = renderPage('/account/enable-mfa?required=1&returnUrl=%2Fdashboard');
    expect(
      await screen.findByText(
        'The firm asks everyone in your role to use two-step verification before going on.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Not now' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/account/login');
    expect(sent(API.logout)).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is marked required when the sign-in answer asks for enrolment', () => {
    const answerOf = (requiresMfaEnrolment: boolean) => ({
      token: 't',
      refreshToken: 'r',
      requiresTwoFactor: false,
      requiresMfaEnrolment,
      mustChangePassword: false,
    });
    expect(destinationAfterSignIn(answerOf(true), '/cases')).toBe(
      '/account/enable-mfa?required=1&returnUrl=%2Fcases',
    );
    expect(destinationAfterSignIn(answerOf(false), '/cases')).toBe('/cases');
  });
});
