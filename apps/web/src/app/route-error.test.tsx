import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('render failed');
}

function renderFailing(route: { Component?: () => never; lazy?: () => Promise<never> }) {
  const router = createMemoryRouter([
    { path: '/', errorElement: <RouteError />, HydrateFallback: () => null, ...route },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 500 page when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing({ Component: Boom });
    expect(await screen.findByRole('heading', { name: /Internal Server Error/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('reloads once for a missing lazy chunk, then shows the 500 page if it fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunkError = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js'));

    renderFailing({ lazy: chunkError });
    await vi.waitFor(() => expect(sessionStorage.getItem('docket.chunkReloadAt')).not.toBeNull());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    // The reload happened moments ago; a second failure must not start a reload loop.
    renderFailing({ lazy: chunkError });
    expect(await screen.findByRole('heading', { name: /Internal Server Error/ })).toBeInTheDocument();
  });
});
