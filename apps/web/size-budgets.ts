/**
 * The JavaScript budgets of the web app (gzip, 1 kB = 1024 bytes), checked on the build by
 * `npm run size` (scripts/bundle-size.ts) as part of `npm test`. How each figure is counted is
 * written down in docs/decisions/011-bundle-budgets-per-route.md. Keys are the ones in Vite's
 * manifest (dist/.vite/manifest.json): source paths relative to apps/web.
 */
import type { BudgetConfig } from './scripts/bundle-size.ts';

export const budgets: BudgetConfig = {
  /**
   * The chunks a layout route adds on top of the entry. The shell's texts (locales/app) load with
   * it; English is counted, being the default and the fallback every language loads too.
   */
  layouts: {
    shell: ['src/app/layout/shell.tsx', 'src/locales/app/en.json'],
    account: ['src/app/layout/account-layout.tsx'],
    cover: ['src/app/layout/cover-layout.tsx'],
    root: [],
  },
  /** Whole pages: the entry, the layout and the route's screen, everything a first visit loads. */
  pages: [
    {
      name: 'login page (/account/login)',
      layout: 'account',
      route: 'src/features/account/routes/login-page.tsx',
      maxKb: 150,
    },
    { name: 'signed-in shell (entry + shell)', layout: 'shell', maxKb: 250 },
  ],
  /** Every lazy screen: what it loads beyond its layout (and the entry) when first visited. */
  lazyRoutes: {
    maxKb: 100,
    /**
     * The layout each screen renders in (see src/app/routes.tsx). A screen not listed is measured
     * against the entry alone, which overcounts it but never lets a regression through.
     */
    layoutOf: {
      'src/features/dashboard/routes/dashboard-page.tsx': 'shell',
      'src/features/account/routes/settings-page.tsx': 'shell',
      'src/features/account/routes/profile-page.tsx': 'shell',
      'src/features/cases/routes/case-list-page.tsx': 'shell',
      'src/features/cases/routes/case-detail-page.tsx': 'shell',
      'src/features/cases/routes/create-case-page.tsx': 'shell',
      'src/features/case-types/routes/case-type-list-page.tsx': 'shell',
      'src/features/case-types/routes/case-type-detail-page.tsx': 'shell',
      'src/features/case-types/routes/create-case-type-page.tsx': 'shell',
      'src/features/users/routes/user-list-page.tsx': 'shell',
      'src/features/users/routes/create-user-page.tsx': 'shell',
      'src/features/audit/routes/audit-log-page.tsx': 'shell',
      'src/features/notifications/routes/timeline-page.tsx': 'shell',
      'src/features/help/routes/faq-page.tsx': 'shell',
      'src/features/account/routes/login-page.tsx': 'account',
      'src/features/account/routes/signup-page.tsx': 'account',
      'src/features/account/routes/reset-password-page.tsx': 'account',
      'src/features/account/routes/set-password-page.tsx': 'account',
      'src/features/account/routes/enable-mfa-page.tsx': 'account',
      'src/features/account/routes/lock-screen-page.tsx': 'account',
      'src/features/help/routes/check-email-page.tsx': 'account',
      'src/features/help/routes/two-step-page.tsx': 'account',
      'src/features/help/routes/maintenance-route.tsx': 'root',
    },
  },
};
