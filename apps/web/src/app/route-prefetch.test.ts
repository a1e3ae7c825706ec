import { API } from '@docket/contract';
import type { LoaderFunction, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { hang, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
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

async function runLoader(path: string, url: string, params: Record<string, string> = {}): Promise<unknown> {
  const loader = routeAt(path)?.loader as LoaderFunction;
  return loader({
    request: new Request(url),
    params,
    context: undefined,
  } as Parameters<LoaderFunction>[0]);
}

describe("the routes start a screen's first request", () => {
  beforeEach(() => {
    // Never answered: the test is about the request going out, before the screen's code exists.
    server.use(hang(API.searchCases), hang(API.dashboard), hang(API.getCaseById), hang(API.getCaseChecklist));
  });
  afterEach(() => {
    queryClient.clear();
  });

  it('asks for the page of cases the address names, without waiting for it', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    const result = await runLoader(
      'cases',
      'http://localhost/cases?page=3&sort=clientName&order=asc&q=Smith&status=Open&sort=x',
    );
    expect(result).toBeNull();
    // The request goes out once the query client has loaded beside the screen's code. The spec's
    // GetCases answers a plain list; the screen pages through SearchCases.
    await vi.waitFor(() => expect(sent(API.searchCases)).toHaveLength(1));
    expect(sent(API.searchCases)[0]?.query).toEqual({
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
    await vi.waitFor(() => expect(sent(API.dashboard)).toHaveLength(1));
    expect(sent(API.dashboard)[0]?.query).toMatchObject({ range: 'ALL' });
  });

  it('asks for a case and its checklist together, as the case page draws its checklist from both', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
    expect(await runLoader('case/:id', 'http://localhost/case/42', { id: '42' })).toBeNull();
    await vi.waitFor(() => expect(sent(API.getCaseChecklist)).toHaveLength(1));
    expect(sent(API.getCaseById).map((request) => request.query)).toEqual([{ id: '42' }]);
    expect(sent(API.getCaseChecklist).map((request) => request.query)).toEqual([{ id: '42' }]);
  });

  it('asks nothing for an address that names no case: the page says it is not found', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
    await runLoader('case/:id', 'http://localhost/case/abc', { id: 'abc' });
    await import('./layout/query-layout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsMade()).toEqual([]);
  });

  it('asks for nothing without a session: the sign-in page comes first', async () => {
    await runLoader('cases', 'http://localhost/cases');
    await runLoader('dashboard', 'http://localhost/dashboard');
    await runLoader('case/:id', 'http://localhost/case/42', { id: '42' });
    // Long enough for the query client to load, had a request been started.
    await import('./layout/query-layout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsMade()).toEqual([]);
  });
});
