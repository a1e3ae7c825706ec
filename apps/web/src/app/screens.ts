/**
 * Every lazily loaded screen and layout, and the route tree they make (ROUTE_TREE). Plain data,
 * because the build reads it as well as the app: routes.tsx turns the tree into the router's
 * routes, `npm run size` measures each screen beyond its layout (size-budgets.ts), and the build
 * writes the tree beside the files of each module (scripts/route-preloads.ts) for the server,
 * which matches a path against it with React Router's own matchRoutes and names those files in
 * the page it sends, so a phone fetches them beside the entry instead of after it has run.
 */

/** The layout routes; `root` screens render on their own. */
export type ScreenLayout = 'shell' | 'account' | 'cover' | 'root';

/** A lazily loaded module, relative to apps/web as Vite's manifest names it, and its export. */
export interface LazyModule {
  module: string;
  component: string;
}

/**
 * The layouts' modules. `queries` has no frame of its own: it gives the screens under it the query
 * client, which the sign-in page, alone outside it, does not load (decision 031).
 */
export const LAYOUTS: Record<Exclude<ScreenLayout, 'root'> | 'queries', LazyModule> = {
  shell: { module: 'src/app/layout/shell.tsx', component: 'Shell' },
  account: { module: 'src/app/layout/account-layout.tsx', component: 'AccountLayout' },
  cover: { module: 'src/app/layout/cover-layout.tsx', component: 'CoverLayout' },
  queries: { module: 'src/app/layout/query-layout.tsx', component: 'QueryLayout' },
};

export interface Screen extends LazyModule {
  /** As React Router matches it under `/`: segments, `:name` for a parameter. */
  path: string;
  layout: ScreenLayout;
  /** An account-layout screen that needs a session (the shell's screens all do). */
  signedIn?: true;
  /** Its route starts the screen's first request as it matches (screen-prefetch.ts). */
  prefetch?: true;
}

const ACCOUNT = 'src/features/account/routes';
const HELP = 'src/features/help/routes';

/** The sign-in page: the one screen outside the query client, with the smallest budget (size-budgets.ts). */
export const SIGN_IN_PAGE = `${ACCOUNT}/login-page.tsx`;

/** The template's account-side demonstrations; `suffix` '-2' gives the split-screen variants. */
const demoAccountScreens = (suffix: '' | '-2', layout: 'account' | 'cover'): Screen[] => [
  {
    path: `pages/confirm-mail${suffix}`,
    layout,
    module: `${HELP}/check-email-page.tsx`,
    component: 'ConfirmMailPage',
  },
  {
    path: `pages/email-verification${suffix}`,
    layout,
    module: `${HELP}/check-email-page.tsx`,
    component: 'EmailVerificationPage',
  },
  {
    path: `pages/two-step-verification${suffix}`,
    layout,
    module: `${HELP}/two-step-page.tsx`,
    component: 'TwoStepPage',
  },
];

export const SCREENS: Screen[] = [
  // The signed-in screens, inside the shell.
  {
    path: 'dashboard',
    layout: 'shell',
    prefetch: true,
    module: 'src/features/dashboard/routes/dashboard-page.tsx',
    component: 'DashboardPage',
  },
  { path: 'settings', layout: 'shell', module: `${ACCOUNT}/settings-page.tsx`, component: 'SettingsPage' },
  {
    path: 'contacts/profile',
    layout: 'shell',
    module: `${ACCOUNT}/profile-page.tsx`,
    component: 'ProfilePage',
  },
  {
    path: 'cases',
    layout: 'shell',
    prefetch: true,
    module: 'src/features/cases/routes/case-list-page.tsx',
    component: 'CaseListPage',
  },
  {
    path: 'case/:id',
    layout: 'shell',
    prefetch: true,
    module: 'src/features/cases/routes/case-detail-page.tsx',
    component: 'CaseDetailPage',
  },
  {
    path: 'case/:id/submitted',
    layout: 'shell',
    module: 'src/features/cases/routes/case-submitted-page.tsx',
    component: 'CaseSubmittedPage',
  },
  {
    path: 'create-case',
    layout: 'shell',
    module: 'src/features/cases/routes/create-case-page.tsx',
    component: 'CreateCasePage',
  },
  {
    path: 'case-type',
    layout: 'shell',
    module: 'src/features/case-types/routes/case-type-list-page.tsx',
    component: 'CaseTypeListPage',
  },
  {
    path: 'case-type-detail/:id',
    layout: 'shell',
    module: 'src/features/case-types/routes/case-type-detail-page.tsx',
    component: 'CaseTypeDetailPage',
  },
  {
    path: 'create-case-type',
    layout: 'shell',
    module: 'src/features/case-types/routes/create-case-type-page.tsx',
    component: 'CreateCaseTypePage',
  },
  {
    path: 'user-list',
    layout: 'shell',
    module: 'src/features/users/routes/user-list-page.tsx',
    component: 'UserListPage',
  },
  {
    path: 'user-create',
    layout: 'shell',
    module: 'src/features/users/routes/create-user-page.tsx',
    component: 'CreateUserPage',
  },
  {
    path: 'audit-log',
    layout: 'shell',
    module: 'src/features/audit/routes/audit-log-page.tsx',
    component: 'AuditLogPage',
  },
  {
    path: 'privacy',
    layout: 'shell',
    module: 'src/features/privacy/routes/privacy-page.tsx',
    component: 'PrivacyPage',
  },
  {
    path: 'privacy/person/:userId',
    layout: 'shell',
    module: 'src/features/privacy/routes/person-privacy-page.tsx',
    component: 'PersonPrivacyPage',
  },
  // Template demonstration pages, each given a job in the firm's own application.
  {
    path: 'pages/timeline',
    layout: 'shell',
    module: 'src/features/notifications/routes/timeline-page.tsx',
    component: 'TimelinePage',
  },
  { path: 'pages/faqs', layout: 'shell', module: `${HELP}/faq-page.tsx`, component: 'FaqPage' },

  // Account pages that need a session. The template's lock screens are the real one: they need a
  // session to unlock.
  {
    path: 'account/enable-mfa',
    layout: 'account',
    signedIn: true,
    module: `${ACCOUNT}/enable-mfa-page.tsx`,
    component: 'EnableMfaPage',
  },
  ...['pages/lock-screen-1', 'pages/lock-screen-2'].map(
    (path): Screen => ({
      path,
      layout: 'account',
      signedIn: true,
      module: `${ACCOUNT}/lock-screen-page.tsx`,
      component: 'LockScreenPage',
    }),
  ),

  // The account pages anyone may open.
  { path: 'account/login', layout: 'account', module: SIGN_IN_PAGE, component: 'LoginPage' },
  {
    path: 'account/signup',
    layout: 'account',
    module: `${ACCOUNT}/signup-page.tsx`,
    component: 'SignupPage',
  },
  {
    path: 'account/reset-password',
    layout: 'account',
    module: `${ACCOUNT}/reset-password-page.tsx`,
    component: 'ResetPasswordPage',
  },
  {
    path: 'account/set-password',
    layout: 'account',
    module: `${ACCOUNT}/set-password-page.tsx`,
    component: 'SetPasswordPage',
  },
  ...demoAccountScreens('', 'account'),

  // The "-2" screens: the real account forms in the split-screen cover layout.
  { path: 'auth/login-2', layout: 'cover', module: SIGN_IN_PAGE, component: 'LoginPage' },
  { path: 'auth/signup-2', layout: 'cover', module: `${ACCOUNT}/signup-page.tsx`, component: 'SignupPage' },
  {
    path: 'auth/recoverpwd-2',
    layout: 'cover',
    module: `${ACCOUNT}/reset-password-page.tsx`,
    component: 'ResetPasswordPage',
  },
  ...demoAccountScreens('-2', 'cover'),

  // The page the app shows by itself when the server is down for maintenance.
  {
    path: 'pages/maintenance',
    layout: 'root',
    module: `${HELP}/maintenance-route.tsx`,
    component: 'MaintenanceRoute',
  },
  {
    path: 'pages/coming-soon',
    layout: 'root',
    module: `${HELP}/maintenance-route.tsx`,
    component: 'MaintenanceRoute',
  },
];

/**
 * One route of the tree, as React Router reads it (`path`, `children`) plus what it loads: a
 * layout or a screen (`module`, `component`), or the sign-in guard (`signedIn`, nothing loaded).
 */
export interface RouteNode extends Partial<LazyModule> {
  path?: string;
  signedIn?: true;
  prefetch?: true;
  children?: RouteNode[];
}

const screenNode = ({ layout: _, signedIn: __, ...node }: Screen): RouteNode => node;
const screensOf = (layout: ScreenLayout, signedIn = false) =>
  SCREENS.filter((s) => s.layout === layout && (s.signedIn ?? false) === signedIn).map(screenNode);
const layoutNode = (layout: keyof typeof LAYOUTS, children: RouteNode[]): RouteNode => ({
  ...LAYOUTS[layout],
  children,
});

/** A public layout's screens: the sign-in page on its own, every other one under the query client. */
function publicScreens(layout: 'account' | 'cover'): RouteNode[] {
  const screens = screensOf(layout);
  return [
    ...screens.filter((s) => s.module === SIGN_IN_PAGE),
    layoutNode(
      'queries',
      screens.filter((s) => s.module !== SIGN_IN_PAGE),
    ),
  ];
}

/** The lazily loaded part of the app's routes, under `/` (routes.tsx adds redirects and error pages). */
export const ROUTE_TREE: RouteNode[] = [
  {
    signedIn: true,
    children: [
      layoutNode('queries', [
        layoutNode('shell', screensOf('shell')),
        layoutNode('account', screensOf('account', true)),
      ]),
    ],
  },
  layoutNode('account', publicScreens('account')),
  layoutNode('cover', publicScreens('cover')),
  ...screensOf('root'),
];
