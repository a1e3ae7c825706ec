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
    shell: [LAYOUTS.queries.module, LAYOUTS.shell.module, 'src/locales/app/en.json'],
    // In the entry, with the sign-in page (src/app/routes.tsx).
    account: [],
    cover: [LAYOUTS.cover.module],
    root: [],
  },
  /** Whole pages: the entry, the layout and the route's screen, everything a first visit loads. */
  pages: [
    // The page every visitor sees first, on a phone that pays for every byte.
    { name: 'login page (/account/login)', layout: 'account', maxKb: 110 },
    // Forms and their schemas (zod) stay out of what every signed-in screen loads first: with them
    // it was 190 kB, and their start-up cost the case list its Lighthouse goal (decision 031).
    { name: 'signed-in shell (entry + shell)', layout: 'shell', maxKb: 170 },
    // A client's two pages, on her phone: her case sends documents through the upload control
    // alone, and the wizard loads its forms with the step that has them. With the forms chunk
    // (react-hook-form, zod's schemas) both were near 197 kB (decision 031).
    {
      name: "a client's case page (/case/:id)",
      layout: 'shell',
      route: 'src/features/cases/routes/case-detail-page.tsx',
      maxKb: 180,
    },
    {
      name: 'Create Case wizard (/create-case)',
      layout: 'shell',
      route: 'src/features/cases/routes/create-case-page.tsx',
      maxKb: 180,
    },
  ],
  /** Bundled into the entry: a chunk of their own would leave the login page's figure short. */
  inEntry: [SIGN_IN_PAGE, LAYOUTS.account.module],
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
  /**
   * The right-to-left languages link Bootstrap's right-to-left build, purged the same way, with the
   * app's own rules, in place of the entry stylesheet (decision 040): the same budget.
   */
  rtlCss: { source: 'src/styles/rtl.css', maxKb: 22 },
  /**
   * The Noto faces a language of that script loads (regular and bold, WOFF2: the files every
   * browser Docket supports takes), where the phone has no font of its own for the letters.
   */
  fonts: [
    {
      name: 'Noto Naskh Arabic (ar, fa, ckb, ps, ur)',
      pattern: /noto-naskh-arabic-arabic-\d+-normal-[\w-]+\.woff2$/,
      maxKb: 120,
    },
    {
      name: 'Noto Sans Ethiopic (ti)',
      pattern: /noto-sans-ethiopic-ethiopic-\d+-normal-[\w-]+\.woff2$/,
      maxKb: 160,
    },
  ],
};

/**
 * A screen two layouts show counts against the first; the sign-in page, in the entry, is measured
 * as a page above.
 */
function layoutOfScreens(): Record<string, string> {
  const layoutOf: Record<string, string> = {};
  for (const screen of SCREENS) if (screen.module !== SIGN_IN_PAGE) layoutOf[screen.module] ??= screen.layout;
  return layoutOf;
}
