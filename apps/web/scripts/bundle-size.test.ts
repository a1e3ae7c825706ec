import { describe, expect, it } from 'vitest';
import { budgets } from '../size-budgets.ts';
import { type BudgetConfig, formatReport, KB, type Manifest, measureBudgets } from './bundle-size.ts';

/**
 * A small app: the entry shares a vendor chunk with everything; the login screen sits in the
 * account layout; the dashboard in the shell, with a chart it imports dynamically; the entry's
 * i18n chunk imports a language file dynamically, which no route should be charged for.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js', '_i18n.js'],
    dynamicImports: ['src/shell.tsx', 'src/account.tsx', 'src/login.tsx', 'src/dashboard.tsx'],
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
  'assets/index.css': 18,
};
const sizeOf = (file: string) => {
  const size = kB[file];
  if (size === undefined) throw new Error(`the test gives ${file} no size`);
  return size * KB;
};

const config = (overrides: Partial<BudgetConfig> = {}): BudgetConfig => ({
  layouts: { shell: ['src/shell.tsx'], account: ['src/account.tsx'] },
  pages: [
    { name: 'login', layout: 'account', route: 'src/login.tsx', maxKb: 150 },
    { name: 'shell', layout: 'shell', maxKb: 250 },
  ],
  lazyRoutes: { maxKb: 100, layoutOf: { 'src/login.tsx': 'account', 'src/dashboard.tsx': 'shell' } },
  entryCss: { maxKb: 20 },
  ...overrides,
});

const sizes = (report: ReturnType<typeof measureBudgets>) =>
  Object.fromEntries(report.rows.map((row) => [row.name, row.bytes / KB]));

describe('the bundle budgets', () => {
  it('counts each route as the closure of its chunks, less what its layout has loaded', () => {
    const report = measureBudgets(manifest, sizeOf, config());
    expect(sizes(report)).toEqual({
      // entry + vendor + i18n + account layout + login + forms; never the language file
      login: 60 + 40 + 3 + 1 + 5 + 20,
      shell: 60 + 40 + 3 + 50 + 30,
      // the login screen beyond the account layout
      'src/login.tsx': 5 + 20,
      // the dashboard beyond the shell, which has the widgets already
      'src/dashboard.tsx': 10,
      // parts loaded on demand, each beyond its importer
      'src/chart.tsx': 45,
      'src/de.json': 7,
      'entry stylesheets (every page)': 18,
    });
    expect(report.rows.find((row) => row.name === 'src/chart.tsx')).toMatchObject({
      kind: 'part',
      beyond: 'src/dashboard.tsx',
    });
    expect(report.ok).toBe(true);
    expect(formatReport(report)).toContain('all bundle budgets met');
  });

  it('fails a page over its budget', () => {
    const report = measureBudgets(manifest, sizeOf, {
      ...config(),
      pages: [{ name: 'login', layout: 'account', route: 'src/login.tsx', maxKb: 128 }],
    });
    expect(report.ok).toBe(false);
    expect(report.rows.find((row) => row.name === 'login')).toMatchObject({ over: true, bytes: 129 * KB });
    expect(formatReport(report)).toMatch(/login .* OVER BUDGET[\s\S]*BUNDLE BUDGETS EXCEEDED/);
  });

  it('fails a lazy route or a part over its budget', () => {
    const report = measureBudgets(
      manifest,
      sizeOf,
      config({ lazyRoutes: { ...config().lazyRoutes, maxKb: 24 } }),
    );
    expect(report.ok).toBe(false);
    expect(report.rows.filter((row) => row.over).map((row) => row.name)).toEqual([
      'src/login.tsx',
      'src/chart.tsx',
    ]);
  });

  it('fails render-blocking CSS over its budget', () => {
    const report = measureBudgets(manifest, sizeOf, config({ entryCss: { maxKb: 17 } }));
    expect(report.ok).toBe(false);
    expect(report.rows.filter((row) => row.over)).toMatchObject([
      { kind: 'stylesheet', files: ['assets/index.css'] },
    ]);
    expect(formatReport(report)).toMatch(/CSS, gzip:\n\s*entry stylesheets .* OVER BUDGET/);
  });

  it('fails a build whose entry links no stylesheet', () => {
    const { css: _css, ...entry } = manifest['index.html'] ?? { file: '' };
    const report = measureBudgets({ ...manifest, 'index.html': entry }, sizeOf, config());
    expect(report.ok).toBe(false);
    expect(report.problems).toContain('the entry links no stylesheet');
  });

  it('measures a screen whose layout is not declared against the entry alone', () => {
    const report = measureBudgets(manifest, sizeOf, config({ lazyRoutes: { maxKb: 100, layoutOf: {} } }));
    expect(sizes(report)['src/dashboard.tsx']).toBe(10 + 30);
  });

  it('fails when the budgets name a chunk the build no longer has', () => {
    const report = measureBudgets(
      manifest,
      sizeOf,
      config({ layouts: { shell: ['src/gone.tsx'], account: [] } }),
    );
    expect(report.ok).toBe(false);
    expect(report.problems).toContain("src/gone.tsx is not in the build's manifest: update size-budgets.ts");
  });

  it('fails a build where a module that belongs in the entry is a chunk of its own', () => {
    const report = measureBudgets(manifest, sizeOf, config({ inEntry: ['src/login.tsx'] }));
    expect(report.ok).toBe(false);
    expect(report.problems).toContain('src/login.tsx should be in the entry and is a chunk of its own');
    expect(measureBudgets(manifest, sizeOf, config({ inEntry: ['src/in-the-entry.tsx'] })).ok).toBe(true);
  });

  it('fails a build whose chunks import each other', () => {
    const cyclic: Manifest = {
      ...manifest,
      '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js', '_widgets.js'] },
      '_widgets.js': { file: 'assets/widgets.js', imports: ['_forms.js'] },
    };
    const report = measureBudgets(cyclic, sizeOf, config());
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      'chunks import each other: assets/forms.js → assets/widgets.js → assets/forms.js',
    ]);
    expect(measureBudgets(manifest, sizeOf, config()).problems).toEqual([]);
  });

  it('declares only layouts it defines', () => {
    const layouts = new Set(Object.keys(budgets.layouts));
    for (const layout of [
      ...budgets.pages.map((p) => p.layout),
      ...Object.values(budgets.lazyRoutes.layoutOf),
    ]) {
      expect(layouts).toContain(layout);
    }
  });
});
