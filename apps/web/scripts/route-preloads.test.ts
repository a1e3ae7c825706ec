import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AppRoute, RouteModule } from '../src/app/route-tree.ts';
import type { Manifest } from './bundle-size.ts';
import { chunksOfServerBuild, type MappedRoute, mapRouteTree, routePreloadsFrom } from './route-preloads.ts';

const LAYOUTS = { shell: 'src/shell.tsx', account: 'src/account.tsx' };

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
    dynamicImports: [LAYOUTS.shell, LAYOUTS.account, 'src/dash.tsx', 'src/case.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_widgets.js': { file: 'assets/widgets.js', imports: ['_vendor.js'], css: ['assets/widgets.css'] },
  [LAYOUTS.shell]: {
    file: 'assets/shell.js',
    isDynamicEntry: true,
    imports: ['index.html', '_widgets.js'],
    css: ['assets/shell.css'],
  },
  [LAYOUTS.account]: { file: 'assets/account.js', isDynamicEntry: true, imports: ['index.html'] },
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

const tree: MappedRoute[] = [
  {
    children: [
      {
        module: LAYOUTS.shell,
        appTexts: true,
        children: [
          { path: 'dashboard', module: 'src/dash.tsx' },
          { path: 'case/:id', module: 'src/case.tsx' },
        ],
      },
    ],
  },
  { module: LAYOUTS.account, children: [{ path: 'account/login', module: 'src/login.tsx' }] },
  { path: 'pages/maintenance', module: 'src/down.tsx' },
];

describe('routePreloadsFrom', () => {
  const preloads = routePreloadsFrom(manifest, tree);

  it('writes the tree as the router matches it, with each route’s module and nothing else', () => {
    expect(preloads.routes).toEqual([
      {
        children: [
          {
            module: LAYOUTS.shell,
            children: [
              { path: 'dashboard', module: 'src/dash.tsx' },
              { path: 'case/:id', module: 'src/case.tsx' },
            ],
          },
        ],
      },
      { module: LAYOUTS.account, children: [{ path: 'account/login', module: 'src/login.tsx' }] },
      { path: 'pages/maintenance', module: 'src/down.tsx' },
    ]);
    expect(preloads.appTextsWith).toBe(LAYOUTS.shell);
  });

  it("lists each module's files and their imports, beyond what the entry loads", () => {
    expect(preloads.modules[LAYOUTS.shell]).toEqual({
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

  it('fails the build when the route tree names a module the build does not have', () => {
    const gone: MappedRoute[] = [...tree, { path: 'x', module: 'src/gone.tsx' }];
    expect(() => routePreloadsFrom(manifest, gone)).toThrow(/src\/gone\.tsx/);
  });
});

/**
 * A server build as Vite writes one (fixtures/server-build): a chunk per module a route imports
 * lazily, one of which holds more than its module and hands the module's namespace out as an
 * export, and its manifest.
 */
const serverDir = join(import.meta.dirname, 'fixtures/server-build');
const at = (file: string) => pathToFileURL(join(serverDir, file)).href;

describe('mapRouteTree', () => {
  it('names the module each route loads, as the server build’s manifest names its chunk', async () => {
    const tree: AppRoute[] = [
      {
        signedIn: true,
        children: [
          {
            lazy: () => import(/* @vite-ignore */ at('assets/shell-1.js')),
            appTexts: true,
            children: [
              {
                path: 'case/:id',
                prefetch: true,
                lazy: () =>
                  import(/* @vite-ignore */ at('assets/case-1.js')).then((chunk) => chunk.t as RouteModule),
              },
            ],
          },
        ],
      },
    ];
    expect(await mapRouteTree(tree, await chunksOfServerBuild(serverDir))).toEqual([
      {
        children: [
          {
            module: LAYOUTS.shell,
            appTexts: true,
            children: [{ path: 'case/:id', module: 'src/case.tsx' }],
          },
        ],
      },
    ]);
  });

  it('fails the build for a route whose module is no chunk of the server build', async () => {
    const stray: AppRoute[] = [{ path: 'x', lazy: async () => ({ Component: () => null }) }];
    await expect(mapRouteTree(stray, await chunksOfServerBuild(serverDir))).rejects.toThrow(
      /route x: its lazy import is no one chunk of the build/,
    );
  });
});
