import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/components/error-pages/not-found-page';
import { ServerErrorPage } from '@/components/error-pages/server-error-page';
import { loadAppMessages } from '@/lib/i18n';
import { isLoggedIn } from '@/lib/session';
import { RedirectWithSearch } from './redirect-with-search';
import { RequireAuth } from './require-auth';
import { RootError, RouteError } from './route-error';
import { type AppRoute, ROUTE_TREE, type RouteModule } from './route-tree';

/**
 * A route's module, loaded when the route is first visited. Only its `Component` reaches the
 * router; the shell brings the signed-in screens' texts with it, so the sign-in pages do not
 * carry them.
 */
function lazyComponent(route: AppRoute, load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => {
    const [{ Component }] = await Promise.all([load(), route.appTexts ? loadAppMessages() : undefined]);
    return { Component };
  };
}

/**
 * A screen marked `prefetch` starts its first request as its route matches (screen-prefetch.ts,
 * in the query layout's chunk, which the page names). Nothing waits for it: the loader answers at
 * once.
 */
function prefetchLoader(path: string): RouteObject['loader'] {
  return ({ request, params }) => {
    if (isLoggedIn())
      void import('./layout/query-layout').then((m) => m.prefetchScreen(path, new URL(request.url), params));
    return null;
  };
}

/** A route of the tree as the router takes it: the guard, a layout or a screen. */
function toRoute(route: AppRoute, inLayout: boolean): RouteObject {
  const { path, lazy, signedIn, prefetch, children } = route;
  // The server matches the same tree (route-preloads.ts): every route keeps the path it has.
  const at = path ? { path } : {};
  if (signedIn)
    return { ...at, element: <RequireAuth />, children: children?.map((c) => toRoute(c, inLayout)) };
  if (!lazy) throw new Error(`route-tree.ts has a route (${path ?? 'no path'}) that loads nothing`);
  if (children) {
    return {
      ...at,
      lazy: lazyComponent(route, lazy),
      errorElement: <RootError />,
      children: children.map((c) => toRoute(c, true)),
    };
  }
  return {
    ...at,
    lazy: lazyComponent(route, lazy),
    errorElement: inLayout ? <RouteError /> : <RootError />,
    ...(prefetch && path ? { loader: prefetchLoader(path) } : {}),
  };
}

/**
 * Template pages that are another page of the firm's: the /auth/* demonstrations are the real
 * account screens under another name (the query, a returnUrl say, goes with them).
 */
const AUTH_ALIASES: Record<string, string> = {
  'auth/login': '/account/login',
  'auth/signup': '/account/signup',
  'auth/reset-password': '/account/reset-password',
};
const REDIRECTS: RouteObject[] = [
  ...Object.entries(AUTH_ALIASES).map(([path, to]) => ({ path, element: <RedirectWithSearch to={to} /> })),
  { path: 'pages/starter', element: <Navigate to="/dashboard" replace /> },
  // The firm's clients buy no plans: fees and legal aid are answered in the FAQs.
  { path: 'pages/pricing', element: <Navigate to="/pages/faqs#fees" replace /> },
];

/** Shown while the first screen's code loads; the page is blank for that moment rather than half-drawn. */
function BootFallback() {
  return null;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: BootFallback,
    errorElement: <RootError />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...ROUTE_TREE.map((node) => toRoute(node, false)),
      ...REDIRECTS,
      { path: 'pages/404', element: <NotFoundPage /> },
      { path: 'pages/500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
