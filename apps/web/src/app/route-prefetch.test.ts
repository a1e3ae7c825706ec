import type { LoaderFunction, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { TOKEN_KEY } from '../lib/session';
import { validToken } from '../test/tokens';
import { routes } from './routes';

/** The route object for `path` in the app's route tree. */
function routeAt(path: string, tree: RouteObject[] = routes): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const found = route.children ? routeAt(path, route.children) : undefined;
    if (found) return found;
  }
  return undefined;
}

async function runLoader(path: string, url: string): Promise<unknown> {
  const loader = routeAt(path)?.loader as LoaderFunction;
  return loader({
    request: new Request(url),
    params: {},
    context: undefined,
  } as Parameters<LoaderFunction>[0]);
}

const requested = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(
    ([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://x'),
  );

describe("the routes start a screen's first request", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // Never answers: the test is about the request going out, before the screen's code exists.
    fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('asks for the page of cases the address names, without waiting for it', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    const result = await runLoader(
      'cases',
      'http://localhost/cases?page=3&sort=clientName&order=asc&q=Smith&status=Open&sort=x',
    );
    expect(result).toBeNull();
    // The request goes out once the query client has loaded beside the screen's code.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url] = requested(fetchMock);
    // The spec's GetCases answers a plain list; the screen pages through SearchCases.
    expect(url?.pathname).toBe('/api/case/SearchCases');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      pageNo: '3',
      pageSize: '50',
      searchQuery: 'Smith',
      sortColumn: 'clientName',
      sortOrder: 'asc',
      status: 'Open',
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('asks for the dashboard over all time', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    await runLoader('dashboard', 'http://localhost/dashboard');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url] = requested(fetchMock);
    expect(url?.pathname).toMatch(/GetDashboard$/i);
    expect(url?.searchParams.get('range')).toBe('ALL');
  });

  it('asks for nothing without a session: the sign-in page comes first', async () => {
    await runLoader('cases', 'http://localhost/cases');
    await runLoader('dashboard', 'http://localhost/dashboard');
    // Long enough for the query client to load, had a request been started.
    await import('./screen-prefetch');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
