import { describe, expect, it } from 'vitest';
import {
  type BudgetConfig,
  formatReport,
  KB,
  type Manifest,
  measureBudgets,
  type RouteMap,
} from './bundle-size.ts';

/**
 * A small app: the entry shares a vendor chunk with everything; the login screen sits in the
 * account layout; the dashboard in the shell, with a chart it imports dynamically; the entry's
 * i18n chunk imports a language file dynamically, which no route should be charged for, and the
 * shell brings the signed-in screens' English texts.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js', '_i18n.js'],
    dynamicImports: [
      'src/shell.tsx',
      'src/account.tsx',
      'src/login.tsx',
      'src/dashboard.tsx',
      'src/locales/app/en.json',
    ],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_i18n.js': { file: 'assets/i18n.js', dynamicImports: ['src/de.json'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'] },
  '_widgets.js': { file: 'assets/widgets.js', imports: ['_vendor.js'] },
  'src/shell.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['index.html', '_widgets.js'] },
  'src/account.tsx': { file: 'assets/account.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['index.html', '_forms.js'] },
  'src/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['index.html', '_widgets.js'],
    dynamicImports: ['src/chart.tsx'],
  },
  'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true, imports: ['_widgets.js'] },
  'src/de.json': { file: 'assets/de.js', isDynamicEntry: true },
  'src/locales/app/en.json': { file: 'assets/app-en.js', isDynamicEntry: true },
};

/** The route tree as the build maps it (dist/.vite/route-preloads.json). */
const map: RouteMap = {
  routes: [
    {
      children: [{ module: 'src/shell.tsx', children: [{ path: 'dashboard', module: 'src/dashboard.tsx' }] }],
    },
    { module: 'src/account.tsx', children: [{ path: 'account/login', module: 'src/login.tsx' }] },
  ],
  appTextsWith: 'src/shell.tsx',
};

const kB: Record<string, number> = {
  'assets/index.js': 60,
  'assets/vendor.js': 40,
  'assets/i18n.js': 3,
  'assets/forms.js': 20,
  'assets/widgets.js': 30,
  'assets/shell.js': 50,
  'assets/account.js': 1,
  'assets/login.js': 5,
  'assets/dashboard.js': 10,
  'assets/chart.js': 45,
  'assets/de.js': 7,
  'assets/app-en.js': 12,
  'assets/index.css': 18,
};
const sizeOf = (file: string) => {
  const size = kB[file];
  if (size === undefined) throw new Error(`the test gives ${file} no size`);
  return size * KB;
};

const config = (overrides: Partial<BudgetConfig> = {}): BudgetConfig => ({
  pages: [
    { name: 'login', path: '/account/login', maxKb: 150 },
    { name: 'shell', path: '/dashboard', maxKb: 250 },
  ],
  lazy: { maxKb: 100 },
  entryCss: { maxKb: 20 },
  ...overrides,
});

const sizes = (report: ReturnType<typeof measureBudgets>) =>
  Object.fromEntries(report.rows.map((row) => [row.name, row.bytes / KB]));

describe('the bundle budgets', () => {
  it('counts each page as everything its route loads, and each screen beyond its layouts', () => {
    const report = measureBudgets(manifest, map, sizeOf, config());
    expect(sizes(report)).toEqual({
      // entry + vendor + i18n + account layout + login + forms; never the language file
      login: 60 + 40 + 3 + 1 + 5 + 20,
      // entry + vendor + i18n + shell + widgets + dashboard + the signed-in screens' English texts
      shell: 60 + 40 + 3 + 50 + 30 + 10 + 12,
      // the login screen beyond the account layout
      'src/login.tsx': 5 + 20,
      // the dashboard beyond the shell, which has the widgets and the texts already
      'src/dashboard.tsx': 10,
      // parts loaded on demand, each beyond its importer
      'src/chart.tsx': 45,
      'src/de.json': 7,
      'src/locales/app/en.json': 12,
      'entry stylesheets (every page)': 18,
    });
    expect(report.rows.find((row) => row.name === 'src/chart.tsx')).toMatchObject({
      kind: 'part',
      beyond: 'src/dashboard.tsx',
    });
    expect(report.rows.find((row) => row.name === 'src/dashboard.tsx')).toMatchObject({
      kind: 'route',
      beyond: 'shell',
    });
    expect(report.ok).toBe(true);
    expect(formatReport(report)).toContain('all bundle budgets met');
  });

  it('fails a page over its budget', () => {
    const report = measureBudgets(manifest, map, sizeOf, {
      ...config(),
      pages: [{ name: 'login', path: '/account/login', maxKb: 128 }],
    });
    expect(report.ok).toBe(false);
    expect(report.rows.find((row) => row.name === 'login')).toMatchObject({ over: true, bytes: 129 * KB });
    expect(formatReport(report)).toMatch(/login .* OVER BUDGET[\s\S]*BUNDLE BUDGETS EXCEEDED/);
  });

  it('fails a screen or a part over its budget', () => {
    const report = measureBudgets(manifest, map, sizeOf, config({ lazy: { maxKb: 24 } }));
    expect(report.ok).toBe(false);
    expect(report.rows.filter((row) => row.over).map((row) => row.name)).toEqual([
      'src/login.tsx',
      'src/chart.tsx',
    ]);
  });

  it('fails render-blocking CSS over its budget', () => {
    const report = measureBudgets(manifest, map, sizeOf, config({ entryCss: { maxKb: 17 } }));
    expect(report.ok).toBe(false);
    expect(report.rows.filter((row) => row.over)).toMatchObject([
      { kind: 'stylesheet', files: ['assets/index.css'] },
    ]);
    expect(formatReport(report)).toMatch(/CSS, gzip:\n\s*entry stylesheets .* OVER BUDGET/);
  });

  it('fails a build whose entry links no stylesheet', () => {
    const { css: _css, ...entry } = manifest['index.html'] ?? { file: '' };
    const report = measureBudgets({ ...manifest, 'index.html': entry }, map, sizeOf, config());
    expect(report.ok).toBe(false);
    expect(report.problems).toContain('the entry links no stylesheet');
  });

  it('fails when a budget names an address no route of the tree matches', () => {
    const report = measureBudgets(
      manifest,
      map,
      sizeOf,
      config({ pages: [{ name: 'gone', path: '/gone', maxKb: 100 }] }),
    );
    expect(report.ok).toBe(false);
    expect(report.problems).toContain('/gone (gone) is no page of the route tree: update size-budgets.ts');
  });

  it('fails when the route map names a module the build does not have', () => {
    const stale: RouteMap = { ...map, routes: [...map.routes, { path: 'x', module: 'src/gone.tsx' }] };
    const report = measureBudgets(manifest, stale, sizeOf, config());
    expect(report.ok).toBe(false);
    expect(report.problems).toContain(
      "src/gone.tsx is in the route map or imported, but not in the build's manifest",
    );
  });

  it('fails a build whose chunks import each other', () => {
    const cyclic: Manifest = {
      ...manifest,
      '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js', '_widgets.js'] },
      '_widgets.js': { file: 'assets/widgets.js', imports: ['_forms.js'] },
    };
    const report = measureBudgets(cyclic, map, sizeOf, config());
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      'chunks import each other: assets/forms.js → assets/widgets.js → assets/forms.js',
    ]);
    expect(measureBudgets(manifest, map, sizeOf, config()).problems).toEqual([]);
  });
});
