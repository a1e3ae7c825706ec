import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/error-pages/not-found-page';
import { ServerErrorPage } from '../components/error-pages/server-error-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { RedirectWithSearch } from './redirect-with-search';
import { RequireAuth } from './require-auth';
import { RootError, RouteError } from './route-error';

/** A lazily loaded screen: its code is fetched only when the route is first visited. */
function screen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), errorElement: <RouteError /> };
}

function placeholder(path: string, titleKey: string): RouteObject {
  return { path, element: <PlaceholderPage titleKey={titleKey} />, errorElement: <RouteError /> };
}

const shellRoutes: RouteObject[] = [
  screen('dashboard', () =>
    import('../features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
  ),
  screen('settings', () => import('../features/account/routes/settings-page').then((m) => m.SettingsPage)),
  screen('contacts/profile', () =>
    import('../features/account/routes/profile-page').then((m) => m.ProfilePage),
  ),
  screen('cases', () => import('../features/cases/routes/case-list-page').then((m) => m.CaseListPage)),
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
  // Template demonstration pages that belong inside the signed-in shell.
  placeholder('pages/starter', 'pages.starter'),
  placeholder('pages/timeline', 'pages.timeline'),
  placeholder('pages/faqs', 'pages.faqs'),
  placeholder('pages/pricing', 'pages.pricing'),
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
  // Full-page demonstration screens of the template.
  ...(
    [
      ['pages/confirm-mail', 'pages.confirmMail'],
      ['pages/confirm-mail-2', 'pages.confirmMail'],
      ['pages/email-verification', 'pages.emailVerification'],
      ['pages/email-verification-2', 'pages.emailVerification'],
      ['pages/two-step-verification', 'pages.twoStepVerification'],
      ['pages/two-step-verification-2', 'pages.twoStepVerification'],
      ['pages/maintenance', 'pages.maintenance'],
      ['pages/coming-soon', 'pages.comingSoon'],
    ] as const
  ).map(([path, titleKey]) => placeholder(path, titleKey)),
];

/** The template's /auth/* demonstrations are the real account screens under another name. */
const AUTH_ALIASES: Record<string, string> = {
  'auth/login': '/account/login',
  'auth/login-2': '/account/login',
  'auth/signup': '/account/signup',
  'auth/signup-2': '/account/signup',
  'auth/reset-password': '/account/reset-password',
  'auth/recoverpwd-2': '/account/reset-password',
};

const loadShell = () => import('./layout/shell').then((m) => ({ Component: m.Shell }));
const loadAccountLayout = () =>
  import('./layout/account-layout').then((m) => ({ Component: m.AccountLayout }));

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
