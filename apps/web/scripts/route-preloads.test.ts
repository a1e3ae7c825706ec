import { describe, expect, it } from 'vitest';
import { LAYOUTS, type RouteNode } from '../src/app/screens.ts';
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

const tree: RouteNode[] = [
  {
    signedIn: true,
    children: [
      {
        ...LAYOUTS.shell,
        children: [
          { path: 'dashboard', module: 'src/dash.tsx', component: 'Dashboard' },
          { path: 'case/:id', module: 'src/case.tsx', component: 'Case' },
        ],
      },
    ],
  },
  { ...LAYOUTS.account, children: [{ path: 'account/login', module: 'src/login.tsx', component: 'Login' }] },
  { path: 'pages/maintenance', module: 'src/down.tsx', component: 'Down' },
];

describe('routePreloadsFrom', () => {
  const preloads = routePreloadsFrom(manifest, new Set(['src/in-entry.tsx']), tree);

  it('writes the tree as the router matches it, with each route’s module and nothing else', () => {
    expect(preloads.routes).toEqual([
      {
        children: [
          {
            module: LAYOUTS.shell.module,
            children: [
              { path: 'dashboard', module: 'src/dash.tsx' },
              { path: 'case/:id', module: 'src/case.tsx' },
            ],
          },
        ],
      },
      { module: LAYOUTS.account.module, children: [{ path: 'account/login', module: 'src/login.tsx' }] },
      { path: 'pages/maintenance', module: 'src/down.tsx' },
    ]);
    expect(preloads.appTextsWith).toBe(LAYOUTS.shell.module);
  });

  it("lists each module's files and their imports, beyond what the entry loads", () => {
    expect(preloads.modules[LAYOUTS.shell.module]).toEqual({
      scripts: ['assets/shell.js', 'assets/widgets.js'],
      styles: ['assets/shell.css', 'assets/widgets.css'],
    });
    expect(preloads.modules['src/dash.tsx']).toEqual({
      scripts: ['assets/dash.js', 'assets/widgets.js'],
      styles: ['assets/dash.css', 'assets/widgets.css'],
    });
    expect(preloads.modules['src/login.tsx']).toEqual({ scripts: ['assets/login.js'], styles: [] });
  });

  it('leaves out what a screen loads only on demand', () => {
    expect(Object.values(preloads.modules).flatMap((m) => m.scripts)).not.toContain('assets/chart.js');
  });

  it('lists the texts of each language', () => {
    expect(preloads.texts).toEqual({ de: { scripts: ['assets/de.js'], styles: [] } });
    expect(preloads.appTexts).toEqual({
      en: { scripts: ['assets/app-en.js'], styles: [] },
      de: { scripts: ['assets/app-de.js'], styles: [] },
    });
  });

  it('needs nothing for a module bundled into the entry', () => {
    const inEntry: RouteNode[] = [{ path: 'in', module: 'src/in-entry.tsx', component: 'In' }];
    expect(routePreloadsFrom(manifest, new Set(['src/in-entry.tsx']), inEntry).modules).toEqual({
      'src/in-entry.tsx': { scripts: [], styles: [] },
    });
  });

  it('fails the build when the route tree names a module the build does not have', () => {
    const gone: RouteNode[] = [{ path: 'x', module: 'src/gone.tsx', component: 'X' }];
    expect(() => routePreloadsFrom(manifest, new Set(), gone)).toThrow(/src\/gone\.tsx/);
  });
});
