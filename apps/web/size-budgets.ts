/**
 * The JavaScript and render-blocking CSS budgets of the web app (gzip, 1 kB = 1024 bytes), checked on
 * the build by `npm run size` (scripts/bundle-size.ts) as part of `npm test`. Pages are named by
 * their address and measured through the route tree (src/app/route-tree.ts, as the build maps it
 * to its files); every screen of the tree and every part loaded on demand is measured too. What
 * each figure buys and why it is where it is: docs/decisions/042-react-with-the-public-pages-pre-rendered.md.
 */
import type { BudgetConfig } from './scripts/bundle-size.ts';

export const budgets: BudgetConfig = {
  /** Whole first visits: the entry, the route's layouts and screen, the English texts. */
  pages: [
    // The page every visitor sees first. It paints from its HTML before any of this has run
    // (decision 042); these bytes decide how soon its form answers. React DOM, React Router and
    // i18next are most of it; there is room for react-hook-form and its zod resolver (12.6 kB).
    { name: 'login page (/account/login)', path: '/account/login', maxKb: 180 },
    // The entry, TanStack Query, the shell and the signed-in screens' English texts. Forms and
    // their schemas (zod) stay out of what every signed-in screen loads first.
    { name: 'signed-in shell (/dashboard)', path: '/dashboard', maxKb: 225 },
    // A client's two pages, on her phone: her case sends documents through the upload control
    // alone, and the wizard loads its forms with the step that has them.
    { name: "a client's case page (/case/:id)", path: '/case/1', maxKb: 240 },
    { name: 'Create Case wizard (/create-case)', path: '/create-case', maxKb: 240 },
  ],
  /** Every screen beyond its layouts, and every part loaded on demand beyond what loads it. */
  lazy: { maxKb: 100 },
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
