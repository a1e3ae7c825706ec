import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { TOKEN_KEY } from '@/lib/session';
import { testCurrentUser, testPage } from '@/test/fixtures';
import { answer, hang, sent, server } from '@/test/network';
import { useScreenWidth } from '@/test/screen-width';
import { makeToken, validToken } from '@/test/tokens';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signIn = (token = validToken()) => localStorage.setItem(TOKEN_KEY, token);

// What the shell and its screens ask for as they open; the dashboard's figures stay on their way.
beforeEach(() => {
  server.use(
    answer(API.getCurrentUser, testCurrentUser({ role: 'Admin' })),
    answer(API.notifications, { items: [], unread: 0 }),
    answer(API.searchCases, testPage([])),
    hang(API.dashboard),
    answer(API.logout, null),
  );
});

afterEach(() => {
  document.body.removeAttribute('data-menu-toggled');
});

describe('routes', () => {
  it('sends an anonymous visitor of / to the login screen, remembering /dashboard', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fdashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Language/ })).toBeInTheDocument();
  });

  it('keeps the query of the requested page in returnUrl', async () => {
    const router = renderAt('/cases?page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?returnUrl=%2Fcases%3Fpage%3D2'));
  });

  it('treats an expired token as signed out', async () => {
    signIn(makeToken({ exp: Math.floor(Date.now() / 1000) + 2 }));
    const router = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
  });

  it('shows a signed-in user the page inside the shell with its title', async () => {
    signIn();
    renderAt('/cases');
    expect(await screen.findByRole('heading', { name: 'Cases' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search cases' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cases | Docket – Law-Firm AI Platform'));
  });

  it('opens the privacy screen from the Users group of an administrator’s menu', async () => {
    signIn();
    server.use(hang(API.privacyOverview));
    const router = renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Users' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Privacy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    await waitFor(() => expect(sent(API.privacyOverview)).toHaveLength(1));
  });

  it('opens the background work screen from the Users group of an administrator’s menu', async () => {
    signIn();
    server.use(hang(API.backgroundWork));
    const router = renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Users' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Background work' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/background-work'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Background work' })).toBeInTheDocument();
    await waitFor(() => expect(sent(API.backgroundWork)).toHaveLength(1));
  });

  it('draws the top bar’s search box on a wide screen, and on a phone only the button that opens one', async () => {
    signIn();
    useScreenWidth(1280);
    renderAt('/cases');
    expect(await screen.findByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    cleanup();
    useScreenWidth(390);
    renderAt('/cases');
    await userEvent.click(await screen.findByRole('button', { name: /^Search$/ }));
    // The panel's box is the only one: none was drawn hidden in the bar.
    expect(screen.getAllByRole('combobox', { name: 'Search' })).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Search' }).closest('#small-search')).not.toBeNull();
  });

  it.each(['/no/such/page', '/pages/404'])('shows Not Found for %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: /Sorry, page not found/ })).toBeInTheDocument();
    expect(screen.getByText('404', { selector: '.error-code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows Not Found for unknown paths when signed in too', async () => {
    signIn();
    renderAt('/dashboard/nothing-here');
    expect(await screen.findByRole('heading', { name: /Sorry, page not found/ })).toBeInTheDocument();
  });

  it('shows the 500 page at /pages/500', async () => {
    renderAt('/pages/500');
    expect(await screen.findByRole('heading', { name: /Internal Server Error/ })).toBeInTheDocument();
  });

  it('redirects the template /auth routes to the account screens', async () => {
    const router = renderAt('/auth/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/reset-password'));
  });

  it('shows the "-2" template routes as the account forms beside a branded panel', async () => {
    const router = renderAt('/auth/recoverpwd-2');
    expect(await screen.findByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'About Docket' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/recoverpwd-2');
  });

  it('guards enable-mfa', async () => {
    const router = renderAt('/account/enable-mfa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
  });

  it('logs out from the user menu to the plain login screen', async () => {
    signIn();
    const router = renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /^Amara Okafor.*account menu$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // The server is told, so that it revokes the refresh token.
    expect(sent(API.logout)).toHaveLength(1);
  });

  it('lists the spec menu in the sidebar, groups opening with the keyboard', async () => {
    signIn();
    renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const group = within(nav).getByRole('button', { name: 'Cases' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    group.focus();
    await userEvent.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Create New Case' })).toHaveAttribute(
      'href',
      '/create-case',
    );
  });
});
