import { createBrowserRouter, matchRoutes } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { routes } from './routes';

/**
 * The browser's router, once the modules of the routes the address matches have loaded: a route
 * still to load would be drawn as nothing, not as the page the server sent (React Router's way
 * with lazy routes and a page rendered on the server). The page names those modules' files, so
 * they are on their way already. One that fails to load is left to the router, which shows the
 * route's error (and reloads for a deploy's missing file, chunk-reload.ts).
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy().catch(() => null);
      if (loaded) Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  // Lets the API client and session logout move between screens without a full page load.
  setNavigator((to) => {
    void router.navigate(to);
  });
  return router;
}
