import type { ComponentType } from 'react';

/**
 * The app's screens and layouts, and the only list of them. Each route loads its module lazily,
 * as React Router's lazy route modules do: the module exports `Component`. routes.tsx turns the
 * tree into the router's routes; the build reads the same tree (scripts/route-map.ts) to name each
 * route's files, from which the server names a page's files (preloads) and `npm run size`
 * measures each page and screen (size-budgets.ts); the end-to-end walk of every screen opens the
 * paths of its screens. Only types are imported here, so tools outside the app can read it.
 */

/** A lazily loaded screen or layout: React Router renders its `Component`. */
export interface RouteModule {
  Component: ComponentType;
}

export interface AppRoute {
  /** As React Router matches it under `/`: segments, `:name` for a parameter. */
  path?: string;
  lazy?: () => Promise<RouteModule>;
  children?: AppRoute[];
  /** The sign-in guard: the routes under it need a session. It loads nothing. */
  signedIn?: true;
  /** The layout brings the signed-in screens' texts (the shell). */
  appTexts?: true;
  /** The route starts the screen's first request as it matches (screen-prefetch.ts). */
  prefetch?: true;
  /** Rendered to HTML at build time in every language, and hydrated (decision 042). */
  prerender?: true;
}

// A layout shared by several branches is one module: a function of its own, loaded once.
const shell = () => import('./layout/shell');
const account = () => import('./layout/account-layout');
const cover = () => import('./layout/cover-layout');
// The query client, for every screen but the sign-in page (decision 031).
const queries = () => import('./layout/query-layout');

const login = () => import('@/features/account/routes/login-page');
const signup = () => import('@/features/account/routes/signup-page');
const resetPassword = () => import('@/features/account/routes/reset-password-page');
const setPassword = () => import('@/features/account/routes/set-password-page');
const lockScreen = () => import('@/features/account/routes/lock-screen-page');
const confirmMail = () => import('@/features/help/routes/confirm-mail-page');
const emailVerification = () => import('@/features/help/routes/email-verification-page');
const twoStep = () => import('@/features/help/routes/two-step-page');
const maintenance = () => import('@/features/help/routes/maintenance-route');

/** The template's account-side demonstrations; `suffix` '-2' gives the split-screen variants. */
const demoAccountScreens = (suffix: '' | '-2'): AppRoute[] => [
  { path: `pages/confirm-mail${suffix}`, lazy: confirmMail },
  { path: `pages/email-verification${suffix}`, lazy: emailVerification },
  { path: `pages/two-step-verification${suffix}`, lazy: twoStep },
];

export const ROUTE_TREE: AppRoute[] = [
  {
    signedIn: true,
    children: [
      {
        lazy: queries,
        children: [
          {
            lazy: shell,
            appTexts: true,
            children: [
              {
                path: 'dashboard',
                prefetch: true,
                lazy: () => import('@/features/dashboard/routes/dashboard-page'),
              },
              { path: 'settings', lazy: () => import('@/features/account/routes/settings-page') },
              { path: 'contacts/profile', lazy: () => import('@/features/account/routes/profile-page') },
              { path: 'cases', prefetch: true, lazy: () => import('@/features/cases/routes/case-list-page') },
              {
                path: 'case/:id',
                prefetch: true,
                lazy: () => import('@/features/cases/routes/case-detail-page'),
              },
              {
                path: 'case/:id/submitted',
                lazy: () => import('@/features/cases/routes/case-submitted-page'),
              },
              { path: 'create-case', lazy: () => import('@/features/cases/routes/create-case-page') },
              { path: 'case-type', lazy: () => import('@/features/case-types/routes/case-type-list-page') },
              {
                path: 'case-type-detail/:id',
                lazy: () => import('@/features/case-types/routes/case-type-detail-page'),
              },
              {
                path: 'create-case-type',
                lazy: () => import('@/features/case-types/routes/create-case-type-page'),
              },
              { path: 'user-list', lazy: () => import('@/features/users/routes/user-list-page') },
              { path: 'user-create', lazy: () => import('@/features/users/routes/create-user-page') },
              { path: 'audit-log', lazy: () => import('@/features/audit/routes/audit-log-page') },
              { path: 'privacy', lazy: () => import('@/features/privacy/routes/privacy-page') },
              {
                path: 'privacy/person/:userId',
                lazy: () => import('@/features/privacy/routes/person-privacy-page'),
              },
              {
                path: 'background-work',
                lazy: () => import('@/features/background-work/routes/background-work-page'),
              },
              { path: 'deadlines', lazy: () => import('@/features/deadlines/routes/deadlines-page') },
              { path: 'calendar', lazy: () => import('@/features/calendar/routes/calendar-page') },
              {
                path: 'key-date-rules',
                lazy: () => import('@/features/deadlines/routes/key-date-rules-page'),
              },
              // Template demonstration pages, each given a job in the firm's own application.
              { path: 'pages/timeline', lazy: () => import('@/features/notifications/routes/timeline-page') },
              { path: 'pages/faqs', lazy: () => import('@/features/help/routes/faq-page') },
            ],
          },
          {
            // Account pages that need a session. The template's lock screens are the real one:
            // they need a session to unlock.
            lazy: account,
            children: [
              { path: 'account/enable-mfa', lazy: () => import('@/features/account/routes/enable-mfa-page') },
              { path: 'pages/lock-screen-1', lazy: lockScreen },
              { path: 'pages/lock-screen-2', lazy: lockScreen },
            ],
          },
        ],
      },
    ],
  },
  {
    // The account pages anyone may open.
    lazy: account,
    children: [
      { path: 'account/login', prerender: true, lazy: login },
      {
        lazy: queries,
        children: [
          { path: 'account/signup', prerender: true, lazy: signup },
          { path: 'account/reset-password', prerender: true, lazy: resetPassword },
          { path: 'account/set-password', prerender: true, lazy: setPassword },
          ...demoAccountScreens(''),
        ],
      },
    ],
  },
  {
    // The "-2" screens: the real account forms in the split-screen cover layout.
    lazy: cover,
    children: [
      { path: 'auth/login-2', prerender: true, lazy: login },
      {
        lazy: queries,
        children: [
          { path: 'auth/signup-2', prerender: true, lazy: signup },
          { path: 'auth/recoverpwd-2', prerender: true, lazy: resetPassword },
          ...demoAccountScreens('-2'),
        ],
      },
    ],
  },
  // The page the app shows by itself when the server is down for maintenance.
  { path: 'pages/maintenance', lazy: maintenance },
  { path: 'pages/coming-soon', lazy: maintenance },
];

/** A screen of the tree: a route with a path that loads a module and has no routes under it. */
export interface ScreenRoute {
  /** The address, `/` and the paths of the routes above joined. */
  path: string;
  route: AppRoute;
  /** Under the sign-in guard. */
  signedIn: boolean;
  /** The layouts and the guard above it, outermost first. */
  ancestors: AppRoute[];
}

/** Every screen of a tree, in its order. */
export function screensOf(tree: AppRoute[], above: AppRoute[] = [], base = ''): ScreenRoute[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}` : base;
    if (route.children) return screensOf(route.children, [...above, route], path);
    if (!route.path || !route.lazy) return [];
    return [{ path, route, signedIn: above.some((a) => a.signedIn), ancestors: above }];
  });
}
