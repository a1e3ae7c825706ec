import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { reportError } from './error-messages';
import { getSessionUser, onLogout, subscribeSession } from './session';

declare module '@tanstack/react-query' {
  interface Register {
    // A screen that shows its own message (an inline alert) sets this so no global toast doubles it.
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; only a lost connection or a 5xx is worth one more try.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) reportError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // SECURITY: the next person at this browser must not see the previous user's cached answers:
  // cleared on logout, and whenever the session changes hands without one (a session that ran
  // out, then another user signing in; a logout in another tab).
  onLogout(() => client.clear());
  // Rendered to HTML at build time (decision 042) there is no storage, and no session to read.
  let answersFor = typeof localStorage === 'undefined' ? null : (getSessionUser()?.userId ?? null);
  subscribeSession(() => {
    const userId = getSessionUser()?.userId ?? null;
    if (userId === answersFor) return;
    answersFor = userId;
    client.clear();
  });
  return client;
}

/**
 * The app's one client: the screens read it through React, and the router starts a screen's first
 * request in it before the screen's code has arrived (app/screen-prefetch.ts).
 */
export const queryClient = createQueryClient();
