import { describe, expect, it } from 'vitest';
import { LAYOUTS, type Screen } from '../src/app/screens.ts';
import type { Manifest } from './bundle-size.ts';
import { routePreloadsFrom } from './route-preloads.ts';

/**
 * A small build: the entry with a vendor chunk and a stylesheet; the shell and the account layout;
 * the dashboard (with a stylesheet and a chart it loads on demand) and the case detail in the
 * shell; the sign-in page in the account layout; a page of its own; texts in two languages.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
    dynamicImports: [LAYOUTS.shell.module, LAYOUTS.account.module, 'src/dash.tsx', 'src/case.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_widgets.js': { file: 'assets/widgets.js', imports: ['_vendor.js'], css: ['assets/widgets.css'] },
  [LAYOUTS.shell.module]: {
    file: 'assets/shell.js',
    isDynamicEntry: true,
    imports: ['index.html', '_widgets.js'],
    css: ['assets/shell.css'],
  },
  [LAYOUTS.account.module]: { file: 'assets/account.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/dash.tsx': {
    file: 'assets/dash.js',
    isDynamicEntry: true,
    imports: ['index.html', '_widgets.js'],
    css: ['assets/dash.css'],
    dynamicImports: ['src/chart.tsx'],
  },
  'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true, imports: ['_widgets.js'] },
  'src/case.tsx': { file: 'assets/case.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['index.html', '_vendor.js'] },
  'src/down.tsx': { file: 'assets/down.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/locales/de.json': { file: 'assets/de.js', isDynamicEntry: true },
  'src/locales/app/en.json': { file: 'assets/app-en.js', isDynamicEntry: true },
  'src/locales/app/de.json': { file: 'assets/app-de.js', isDynamicEntry: true },
};

const screens: Screen[] = [
  { path: 'dashboard', layout: 'shell', module: 'src/dash.tsx', component: 'Dashboard' },
  { path: 'case/:id', layout: 'shell', module: 'src/case.tsx', component: 'Case' },
  { path: 'account/login', layout: 'account', module: 'src/login.tsx', component: 'Login' },
  { path: 'pages/maintenance', layout: 'root', module: 'src/down.tsx', component: 'Down' },
];

describe('routePreloadsFrom', () => {
  const preloads = routePreloadsFrom(manifest, screens);
  const route = (path: string) => preloads.routes.find((r) => r.path === path);

  it("lists a screen's layout, the screen and their imports, beyond what the entry loads", () => {
    expect(route('dashboard')).toEqual({
      path: 'dashboard',
      appTexts: true,
      scripts: ['assets/shell.js', 'assets/widgets.js', 'assets/dash.js'],
      styles: ['assets/shell.css', 'assets/widgets.css', 'assets/dash.css'],
    });
    expect(route('case/:id')?.scripts).toEqual(['assets/shell.js', 'assets/widgets.js', 'assets/case.js']);
  });

  it('leaves out what a screen loads only on demand', () => {
    expect(preloads.routes.flatMap((r) => r.scripts)).not.toContain('assets/chart.js');
  });

  it('gives only the shell screens the signed-in texts, and a page of its own no layout', () => {
    expect(route('account/login')).toEqual({
      path: 'account/login',
      appTexts: false,
      scripts: ['assets/account.js', 'assets/login.js'],
      styles: [],
    });
    expect(route('pages/maintenance')).toMatchObject({ appTexts: false, scripts: ['assets/down.js'] });
  });

  it('lists the texts of each language', () => {
    expect(preloads.texts).toEqual({ de: { scripts: ['assets/de.js'], styles: [] } });
    expect(preloads.appTexts).toEqual({
      en: { scripts: ['assets/app-en.js'], styles: [] },
      de: { scripts: ['assets/app-de.js'], styles: [] },
    });
  });

  it('fails the build when the screen table names a module the build does not have', () => {
    const stray: Screen = { path: 'x', layout: 'root', module: 'src/gone.tsx', component: 'X' };
    expect(() => routePreloadsFrom(manifest, [stray])).toThrow(/src\/gone\.tsx/);
  });
});
