import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/error-pages/not-found-page';
import { ServerErrorPage } from '../components/error-pages/server-error-page';
import { caseListParams, casesQuery } from '../features/cases/api/cases-query';
import { dashboardQuery } from '../features/dashboard/api/dashboard-query';
import { loadAppMessages } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { isLoggedIn } from '../lib/session';
import { RedirectWithSearch } from './redirect-with-search';
import { RequireAuth } from './require-auth';
import { RootError, RouteError } from './route-error';
import { LAYOUTS, SCREENS, type Screen, type ScreenLayout } from './screens';

// Only the screens and layouts: a glob over whole folders would make every module in them a chunk.
const modules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
  './layout/shell.tsx',
  './layout/account-layout.tsx',
  './layout/cover-layout.tsx',
]);

/** The loader of a module of the screen table (a path relative to apps/web). */
function moduleLoader(module: string): () => Promise<Record<string, ComponentType>> {
  const load = modules[module.replace(/^src\/(app\/)?/, (_, app) => (app ? './' : '../'))];
  if (!load) throw new Error(`screens.ts names ${module}, which routes.tsx does not load`);
  return load;
}

async function loadComponent(module: string, component: string): Promise<ComponentType> {
  const Component = (await moduleLoader(module)())[component];
  if (!Component) throw new Error(`${module} has no export ${component}`);
  return Component;
}

/**
 * The first request of a screen, started as its route matches, beside its code rather than after
 * it has run: on a phone's network the data is there a round trip or more sooner. Nothing waits
 * for it; the screen's own query picks the answer up, or asks again if it failed.
 */
const PREFETCH: Record<string, (url: URL) => unknown> = {
  dashboard: () => queryClient.prefetchQuery(dashboardQuery('ALL')),
  cases: (url) => queryClient.prefetchQuery(casesQuery(caseListParams(url.searchParams))),
};

/** A lazily loaded screen of the table: its code is fetched only when the route is first visited. */
function screenRoute({ path, layout, module, component }: Screen): RouteObject {
  const prefetch = PREFETCH[path];
  return {
    path,
    lazy: async () => ({ Component: await loadComponent(module, component) }),
    errorElement: layout === 'root' ? <RootError /> : <RouteError />,
    ...(prefetch
      ? {
          loader: ({ request }) => {
            if (isLoggedIn()) void prefetch(new URL(request.url));
            return null;
          },
        }
      : {}),
  };
}

const screensOf = (layout: ScreenLayout, signedIn = false) =>
  SCREENS.filter((s) => s.layout === layout && (s.signedIn ?? false) === signedIn).map(screenRoute);

const shellRoutes: RouteObject[] = [
  ...screensOf('shell'),
  { path: 'pages/starter', element: <Navigate to="/dashboard" replace /> },
  // The firm's clients buy no plans: fees and legal aid are answered in the FAQs.
  { path: 'pages/pricing', element: <Navigate to="/pages/faqs#fees" replace /> },
];

/** The template's /auth/* demonstrations are the real account screens under another name. */
const AUTH_ALIASES: Record<string, string> = {
  'auth/login': '/account/login',
  'auth/signup': '/account/signup',
  'auth/reset-password': '/account/reset-password',
};

const layoutRoute = (layout: Exclude<ScreenLayout, 'root'>, children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { module, component } = LAYOUTS[layout];
    // The signed-in screens' texts load with the shell, so the sign-in page does not carry them.
    const [Component] = await Promise.all([
      loadComponent(module, component),
      layout === 'shell' ? loadAppMessages() : undefined,
    ]);
    return { Component };
  },
  errorElement: <RootError />,
  children,
});

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
      {
        element: <RequireAuth />,
        children: [layoutRoute('shell', shellRoutes), layoutRoute('account', screensOf('account', true))],
      },
      layoutRoute('account', screensOf('account')),
      layoutRoute('cover', screensOf('cover')),
      ...screensOf('root'),
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
