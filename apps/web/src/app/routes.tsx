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

/**
 * A lazily loaded screen: its code is fetched only when the route is first visited. `prefetch`
 * starts the screen's first request as the route matches, beside its code rather than after it
 * has run: on a phone's network the data is there a round trip or more sooner. Nothing waits for
 * it; the screen's own query picks the answer up, or asks again if it failed.
 */
function screen(
  path: string,
  load: () => Promise<ComponentType>,
  prefetch?: (url: URL) => unknown,
): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: await load() }),
    errorElement: <RouteError />,
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

const shellRoutes: RouteObject[] = [
  screen(
    'dashboard',
    () => import('../features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
    () => queryClient.prefetchQuery(dashboardQuery('ALL')),
  ),
  screen('settings', () => import('../features/account/routes/settings-page').then((m) => m.SettingsPage)),
  screen('contacts/profile', () =>
    import('../features/account/routes/profile-page').then((m) => m.ProfilePage),
  ),
  screen(
    'cases',
    () => import('../features/cases/routes/case-list-page').then((m) => m.CaseListPage),
    (url) => queryClient.prefetchQuery(casesQuery(caseListParams(url.searchParams))),
  ),
  screen('case/:id', () => import('../features/cases/routes/case-detail-page').then((m) => m.CaseDetailPage)),
  screen('create-case', () =>
    import('../features/cases/routes/create-case-page').then((m) => m.CreateCasePage),
  ),
  screen('case-type', () =>
    import('../features/case-types/routes/case-type-list-page').then((m) => m.CaseTypeListPage),
  ),
  screen('case-type-detail/:id', () =>
    import('../features/case-types/routes/case-type-detail-page').then((m) => m.CaseTypeDetailPage),
  ),
  screen('create-case-type', () =>
    import('../features/case-types/routes/create-case-type-page').then((m) => m.CreateCaseTypePage),
  ),
  screen('user-list', () => import('../features/users/routes/user-list-page').then((m) => m.UserListPage)),
  screen('user-create', () =>
    import('../features/users/routes/create-user-page').then((m) => m.CreateUserPage),
  ),
  screen('audit-log', () => import('../features/audit/routes/audit-log-page').then((m) => m.AuditLogPage)),
  // Template demonstration pages, each given a job in the firm's own application.
  { path: 'pages/starter', element: <Navigate to="/dashboard" replace /> },
  screen('pages/timeline', () =>
    import('../features/notifications/routes/timeline-page').then((m) => m.TimelinePage),
  ),
  screen('pages/faqs', () => import('../features/help/routes/faq-page').then((m) => m.FaqPage)),
  // The firm's clients buy no plans: fees and legal aid are answered in the FAQs.
  { path: 'pages/pricing', element: <Navigate to="/pages/faqs#fees" replace /> },
];

const anonymousRoutes: RouteObject[] = [
  screen('account/login', () => import('../features/account/routes/login-page').then((m) => m.LoginPage)),
  screen('account/signup', () => import('../features/account/routes/signup-page').then((m) => m.SignupPage)),
  screen('account/reset-password', () =>
    import('../features/account/routes/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  screen('account/set-password', () =>
    import('../features/account/routes/set-password-page').then((m) => m.SetPasswordPage),
  ),
  ...demoAccountRoutes(''),
];

/**
 * The template's account-side demonstrations: the sign-up's "check your e-mail" step and the
 * sign-in code step. `suffix` '-2' gives the split-screen variants.
 */
function demoAccountRoutes(suffix: '' | '-2'): RouteObject[] {
  return [
    screen(`pages/confirm-mail${suffix}`, () =>
      import('../features/help/routes/check-email-page').then((m) => m.ConfirmMailPage),
    ),
    screen(`pages/email-verification${suffix}`, () =>
      import('../features/help/routes/check-email-page').then((m) => m.EmailVerificationPage),
    ),
    screen(`pages/two-step-verification${suffix}`, () =>
      import('../features/help/routes/two-step-page').then((m) => m.TwoStepPage),
    ),
  ];
}

/** The "-2" screens: the real account forms in the split-screen cover layout. */
const coverRoutes: RouteObject[] = [
  screen('auth/login-2', () => import('../features/account/routes/login-page').then((m) => m.LoginPage)),
  screen('auth/signup-2', () => import('../features/account/routes/signup-page').then((m) => m.SignupPage)),
  screen('auth/recoverpwd-2', () =>
    import('../features/account/routes/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  ...demoAccountRoutes('-2'),
];

/** The template's /auth/* demonstrations are the real account screens under another name. */
const AUTH_ALIASES: Record<string, string> = {
  'auth/login': '/account/login',
  'auth/signup': '/account/signup',
  'auth/reset-password': '/account/reset-password',
};

const loadShell = () =>
  Promise.all([import('./layout/shell'), loadAppMessages()]).then(([m]) => ({ Component: m.Shell }));
const loadAccountLayout = () =>
  import('./layout/account-layout').then((m) => ({ Component: m.AccountLayout }));
const loadCoverLayout = () => import('./layout/cover-layout').then((m) => ({ Component: m.CoverLayout }));
const loadMaintenance = () =>
  import('../features/help/routes/maintenance-route').then((m) => ({ Component: m.MaintenanceRoute }));

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
        children: [
          { lazy: loadShell, errorElement: <RootError />, children: shellRoutes },
          {
            lazy: loadAccountLayout,
            errorElement: <RootError />,
            children: [
              screen('account/enable-mfa', () =>
                import('../features/account/routes/enable-mfa-page').then((m) => m.EnableMfaPage),
              ),
              // The template's lock screens are the real one: they need a session to unlock.
              ...['pages/lock-screen-1', 'pages/lock-screen-2'].map((path) =>
                screen(path, () =>
                  import('../features/account/routes/lock-screen-page').then((m) => m.LockScreenPage),
                ),
              ),
            ],
          },
        ],
      },
      { lazy: loadAccountLayout, errorElement: <RootError />, children: anonymousRoutes },
      { lazy: loadCoverLayout, errorElement: <RootError />, children: coverRoutes },
      // The page the app shows by itself when the server is down for maintenance.
      { path: 'pages/maintenance', lazy: loadMaintenance, errorElement: <RootError /> },
      { path: 'pages/coming-soon', lazy: loadMaintenance, errorElement: <RootError /> },
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
