/**
 * The JavaScript and render-blocking CSS budgets of the web app (gzip, 1 kB = 1024 bytes), checked on the build by
 * `npm run size` (scripts/bundle-size.ts) as part of `npm test`. How each figure is counted is
 * written down in docs/decisions/011-bundle-budgets-per-route.md. Keys are the ones in Vite's
 * manifest (dist/.vite/manifest.json): source paths relative to apps/web.
 */
import type { BudgetConfig } from './scripts/bundle-size.ts';
import { LAYOUTS, SCREENS, SIGN_IN_PAGE } from './src/app/screens.ts';

export const budgets: BudgetConfig = {
  /**
   * The chunks a layout route adds on top of the entry. The shell's texts (locales/app) load with
   * it; English is counted, being the default and the fallback every language loads too.
   */
  layouts: {
    shell: [LAYOUTS.shell.module, 'src/locales/app/en.json'],
    account: [LAYOUTS.account.module],
    cover: [LAYOUTS.cover.module],
    root: [],
  },
  /** Whole pages: the entry, the layout and the route's screen, everything a first visit loads. */
  pages: [
    {
      name: 'login page (/account/login)',
      layout: 'account',
      route: SIGN_IN_PAGE,
      maxKb: 150,
    },
    { name: 'signed-in shell (entry + shell)', layout: 'shell', maxKb: 250 },
  ],
  /** Every lazy screen: what it loads beyond its layout (and the entry) when first visited. */
  lazyRoutes: {
    maxKb: 100,
    /**
     * The layout each screen renders in (src/app/screens.ts). A screen not listed is measured
     * against the entry alone, which overcounts it but never lets a regression through.
     */
    layoutOf: layoutOfScreens(),
  },
  /**
   * Bootstrap with the rules the app cannot match dropped (scripts/unused-bootstrap-css.ts), plus
   * the app's own: about 19 kB, where they were 34 kB with the whole of Bootstrap (30 alone).
   */
  entryCss: { maxKb: 22 },
};

/** A screen two layouts show (the sign-in page: account and cover) counts against the first. */
function layoutOfScreens(): Record<string, string> {
  const layoutOf: Record<string, string> = {};
  for (const screen of SCREENS) layoutOf[screen.module] ??= screen.layout;
  return layoutOf;
}
