import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/error-pages/not-found-page';
import { ServerErrorPage } from '../components/error-pages/server-error-page';
import { LoginPage } from '../features/account/routes/login-page';
import { loadAppMessages } from '../lib/i18n';
import { isLoggedIn } from '../lib/session';
import { AccountLayout } from './layout/account-layout';
import { RedirectWithSearch } from './redirect-with-search';
import { RequireAuth } from './require-auth';
import { RootError, RouteError } from './route-error';
import { LAYOUTS, type LazyModule, ROUTE_TREE, type RouteNode, SIGN_IN_PAGE } from './screens';

// Only the screens and layouts: a glob over whole folders would make every module in them a chunk.
const modules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
  '!../features/account/routes/login-page.tsx',
  './layout/shell.tsx',
  './layout/cover-layout.tsx',
  './layout/query-layout.tsx',
]);

/**
 * The sign-in page and its layout are in the entry: the page every visitor sees first comes in one
 * file, and what the other screens share can be grouped without touching it (decision 031).
 */
const IN_ENTRY: Record<string, ComponentType> = {
  [LAYOUTS.account.module]: AccountLayout,
  [SIGN_IN_PAGE]: LoginPage,
};

/** The loader of a module of the screen table (a path relative to apps/web). */
function moduleLoader(module: string): () => Promise<Record<string, ComponentType>> {
  const load = modules[module.replace(/^src\/(app\/)?/, (_, app) => (app ? './' : '../'))];
  if (!load) throw new Error(`screens.ts names ${module}, which routes.tsx does not load`);
  return load;
}

async function loadComponent({ module, component }: LazyModule): Promise<ComponentType> {
  const Component = (await moduleLoader(module)())[component];
  if (!Component) throw new Error(`${module} has no export ${component}`);
  return Component;
}

/** A route's component: the one in the entry, or a lazily loaded one. */
function componentRoute(
  lazyModule: LazyModule,
  withIt?: () => Promise<unknown>,
): Pick<RouteObject, 'Component' | 'lazy'> {
  const inEntry = IN_ENTRY[lazyModule.module];
  if (inEntry) return { Component: inEntry };
  return {
    lazy: async () => {
      const [Component] = await Promise.all([loadComponent(lazyModule), withIt?.()]);
      return { Component };
    },
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

/** What the firm's app adds inside a layout beyond the tree's screens: redirects of template pages. */
const EXTRA_CHILDREN: Record<string, RouteObject[]> = {
  [LAYOUTS.shell.module]: [
    { path: 'pages/starter', element: <Navigate to="/dashboard" replace /> },
    // The firm's clients buy no plans: fees and legal aid are answered in the FAQs.
    { path: 'pages/pricing', element: <Navigate to="/pages/faqs#fees" replace /> },
  ],
};

/**
 * A route of the tree as the router takes it: the guard, a lazily loaded layout (the shell brings
 * the signed-in screens' texts with it, so the sign-in page does not carry them) or a screen
 * (its code fetched only when the route is first visited).
 */
function toRoute(node: RouteNode, inLayout: boolean): RouteObject {
  const { path, module, component, signedIn, prefetch, children } = node;
  // The server matches the same tree (route-preloads.ts): every route keeps the path it has.
  const at = path ? { path } : {};
  if (signedIn)
    return { ...at, element: <RequireAuth />, children: children?.map((c) => toRoute(c, inLayout)) };
  if (!module || !component)
    throw new Error(`screens.ts has a route (${path ?? 'no path'}) that loads nothing`);
  if (children) {
    return {
      ...at,
      ...componentRoute({ module, component }, module === LAYOUTS.shell.module ? loadAppMessages : undefined),
      errorElement: <RootError />,
      children: [...children.map((c) => toRoute(c, true)), ...(EXTRA_CHILDREN[module] ?? [])],
    };
  }
  return {
    ...at,
    ...componentRoute({ module, component }),
    errorElement: inLayout ? <RouteError /> : <RootError />,
    ...(prefetch && path ? { loader: prefetchLoader(path) } : {}),
  };
}

/** The template's /auth/* demonstrations are the real account screens under another name. */
const AUTH_ALIASES: Record<string, string> = {
  'auth/login': '/account/login',
  'auth/signup': '/account/signup',
  'auth/reset-password': '/account/reset-password',
};

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
      ...Object.entries(AUTH_ALIASES).map(([path, to]) => ({
        path,
        element: <RedirectWithSearch to={to} />,
      })),
      { path: 'pages/404', element: <NotFoundPage /> },
      { path: 'pages/500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
