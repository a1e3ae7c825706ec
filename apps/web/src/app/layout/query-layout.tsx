import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';
// The case page's sections from other features (key dates), registered with the signed-in screens
// rather than the entry, which the sign-in page loads too.
import '../case-sections';

// The screens' first requests load with the query client: the page names this chunk already, so
// a route's prefetch waits for nothing more (routes.tsx).
export { prefetchScreen } from '../screen-prefetch';

/**
 * Gives every screen but the sign-in page the query client: the client and its hooks load with
 * the first screen that needs them, not with the entry (decision 031).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { QueryLayout as Component };
