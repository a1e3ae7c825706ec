/**
 * The gzip size of the JavaScript each page and screen loads, and of the stylesheets every page
 * waits for, from Vite's manifest of the build and the build's map of the route tree
 * (dist/.vite/route-preloads.json, scripts/route-preloads.ts), against budgets
 * (apps/web/size-budgets.ts; `npm run size` runs size.ts beside this file).
 *
 * A page is what its first visit loads: the entry, the modules of the routes its address matches
 * (layouts, then the screen) and the texts the server names for an English visitor, each with
 * every chunk it imports statically. A screen is measured beyond the entry and its layouts. Every
 * other dynamic import (a chart, the lock screen, a language) is a part loaded on demand, measured
 * beyond the chunk that imports it. See docs/decisions/042-react-with-the-public-pages-pre-rendered.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type PreloadRoute, ROUTE_PRELOADS_FILE, type RoutePreloads } from '@docket/contract';
import { matchRoutes } from 'react-router';

/** One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's route tree with each route's module (route-preloads.json's `routes`). */
export type RouteMap = Pick<RoutePreloads, 'routes' | 'appTextsWith'>;

export interface BudgetConfig {
  /** Whole first visits, by address: everything the page at `path` loads. */
  pages: { name: string; path: string; maxKb: number }[];
  /** Each screen beyond its layouts, and each part loaded on demand beyond its importer. */
  lazy: { maxKb: number };
  /** The stylesheets the entry links: render-blocking, so every page waits for them to paint. */
  entryCss: { maxKb: number };
  /**
   * The right-to-left languages' entry stylesheet (decision 040), which they link instead of the
   * entry's own: `source` ends the manifest key of the stylesheet imported with `?url`.
   */
  rtlCss?: { source: string; maxKb: number };
  /** Font files loaded on demand, per script: the manifest files matching `pattern`, together. */
  fonts?: { name: string; pattern: RegExp; maxKb: number }[];
}

export interface BudgetRow {
  /**
   * A whole page; a screen (a leaf of the route tree); a part a chunk loads on demand; the
   * entry's stylesheets; a script's fonts.
   */
  kind: 'page' | 'route' | 'part' | 'stylesheet' | 'font';
  name: string;
  /** What the figure is beyond: a screen's layouts, a part's importer ('' for pages). */
  beyond: string;
  bytes: number;
  maxBytes: number;
  files: string[];
  over: boolean;
}

export interface BudgetReport {
  rows: BudgetRow[];
  /** Configuration that no longer matches the build (a renamed screen, say): a failure too. */
  problems: string[];
  ok: boolean;
}

export const KB = 1024;
/** The texts every page starts with: English, the fallback, which the entry imports. */
const APP_TEXTS_EN = 'src/locales/app/en.json';

/** Every screen of the map (a route with a module and nothing under it) and the modules above it. */
function screensOf(routes: PreloadRoute[], above: string[] = []): { module: string; layouts: string[] }[] {
  return routes.flatMap((route) => {
    const here = route.module ? [...above, route.module] : above;
    if (route.children) return screensOf(route.children, here);
    return route.module ? [{ module: route.module, layouts: above }] : [];
  });
}

/** Measures a build: `sizeOf` gives the gzip size in bytes of a file of the manifest. */
export function measureBudgets(
  manifest: Manifest,
  map: RouteMap,
  sizeOf: (file: string) => number,
  config: BudgetConfig,
): BudgetReport {
  const problems: string[] = [];
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [only] = entries;
  if (entries.length !== 1 || !only) {
    return { rows: [], problems: [`expected one entry chunk, found ${entries.length}`], ok: false };
  }
  const [entryKey] = only;

  /** The chunks `keys` load through static imports that `base` has not loaded already. */
  const closure = (keys: string[], base: ReadonlySet<string> = new Set()): Set<string> => {
    const found = new Set<string>();
    const stack = [...keys];
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      if (found.has(key) || base.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) {
        problems.push(`${key} is in the route map or imported, but not in the build's manifest`);
        continue;
      }
      found.add(key);
      stack.push(...(chunk.imports ?? []));
    }
    return found;
  };
  const entrySet = closure([entryKey]);
  /** The modules of the routes above a screen, with the signed-in screens' texts under the shell. */
  const withTexts = (modules: string[]) =>
    modules.includes(map.appTextsWith) ? [...modules, APP_TEXTS_EN] : modules;

  const rows: BudgetRow[] = [];
  const rowOfFiles = (
    kind: BudgetRow['kind'],
    name: string,
    beyond: string,
    files: string[],
    maxKb: number,
  ) => {
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const maxBytes = maxKb * KB;
    rows.push({ kind, name, beyond, bytes, maxBytes, files, over: bytes > maxBytes });
  };
  const row = (kind: BudgetRow['kind'], name: string, beyond: string, keys: Set<string>, maxKb: number) =>
    rowOfFiles(kind, name, beyond, [...keys].flatMap((key) => manifest[key]?.file ?? []).sort(), maxKb);

  // What index.html links: the stylesheets of the entry and of what it imports statically. No
  // stylesheet at all would pass any budget; it means the build lost Bootstrap's import.
  const entryCss = [...new Set([...entrySet].flatMap((key) => manifest[key]?.css ?? []))];
  if (entryCss.length === 0) problems.push('the entry links no stylesheet');
  rowOfFiles('stylesheet', 'entry stylesheets (every page)', '', entryCss, config.entryCss.maxKb);
  if (config.rtlCss) {
    const { source, maxKb } = config.rtlCss;
    const rtl = Object.entries(manifest).find(([key]) => key.endsWith(source))?.[1];
    if (rtl) rowOfFiles('stylesheet', 'right-to-left entry stylesheet (instead)', '', [rtl.file], maxKb);
    else problems.push(`${source} is not in the build's manifest: update size-budgets.ts`);
  }
  for (const font of config.fonts ?? []) {
    const files = Object.values(manifest).flatMap((chunk) =>
      font.pattern.test(chunk.file) ? [chunk.file] : [],
    );
    if (files.length === 0)
      problems.push(`no font files of ${font.name} in the build: update size-budgets.ts`);
    else rowOfFiles('font', font.name, '', files.sort(), font.maxKb);
  }

  for (const page of config.pages) {
    const matched = (matchRoutes(map.routes, page.path) ?? []).flatMap(({ route }) =>
      route.module ? [route.module] : [],
    );
    if (matched.length === 0) {
      problems.push(`${page.path} (${page.name}) is no page of the route tree: update size-budgets.ts`);
      continue;
    }
    row('page', page.name, '', union(entrySet, closure(withTexts(matched), entrySet)), page.maxKb);
  }

  // A screen two routes show (the sign-in page in two layouts) counts against the first.
  const screens = new Map<string, string[]>();
  for (const { module, layouts } of screensOf(map.routes))
    if (!screens.has(module)) screens.set(module, layouts);
  for (const [module, layouts] of screens) {
    const base = union(entrySet, closure(withTexts(layouts), entrySet));
    row(
      'route',
      module,
      layouts.map(short).join(' + ') || 'entry',
      closure([module], base),
      config.lazy.maxKb,
    );
  }

  // Every other dynamic import (a chart, the lock screen, a language) is loaded on demand by the
  // chunk that imports it: it is measured beyond the entry and that chunk's own closure.
  const routeModules = new Set(screensOf(map.routes).flatMap((s) => [s.module, ...s.layouts]));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || routeModules.has(key)) continue;
    const importers = Object.entries(manifest).flatMap(([k, c]) =>
      c.dynamicImports?.includes(key) ? [k] : [],
    );
    const measured = importers.map((importer) => ({
      importer,
      keys: closure([key], union(entrySet, closure([importer]))),
    }));
    const largest = measured.sort((a, b) => b.keys.size - a.keys.size)[0];
    if (largest) row('part', key, largest.importer, largest.keys, config.lazy.maxKb);
  }

  problems.push(...importCycles(manifest));
  return { rows, problems, ok: problems.length === 0 && rows.every((r) => !r.over) };
}

const union = (...sets: Iterable<string>[]) => new Set(sets.flatMap((set) => [...set]));

/**
 * Chunks that import each other statically. The browser then runs one before what it uses is
 * ready, and a component comes out undefined; the build's chunk groups (vite.config.ts) must never
 * produce one.
 */
export function importCycles(manifest: Manifest): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const found: string[] = [];
  const visit = (key: string, path: string[]) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      const cycle = [...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k);
      found.push(`chunks import each other: ${cycle.join(' → ')}`);
      return;
    }
    state.set(key, 'open');
    for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return found;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const short = (key: string) =>
  key.startsWith('_')
    ? key.slice(1).replace(/-[\w-]{8}\.js$/, '')
    : key
        .replace(/^(\.\.\/)*node_modules\//, '')
        .replace(/^src\/(features\/|app\/)?/, '')
        .replace(/\.(tsx?|jsx?|json)$/, '');

/** A table of the report, for people. */
export function formatReport(report: BudgetReport): string {
  const label = (r: BudgetRow) =>
    r.kind === 'page' || r.kind === 'stylesheet' || r.kind === 'font'
      ? r.name
      : `  ${short(r.name)} (${r.kind === 'route' ? `+${r.beyond}` : `by ${short(r.beyond)}`})`;
  const width = Math.max(...report.rows.map((r) => label(r).length), 10);
  const line = (r: BudgetRow) => {
    const share = Math.round((r.bytes / r.maxBytes) * 100);
    const verdict = r.over ? 'OVER BUDGET' : share >= 95 ? 'ok (near budget)' : 'ok';
    return [
      label(r).padEnd(width),
      kb(r.bytes).padStart(10),
      `${r.maxBytes / KB} kB`.padStart(8),
      `${share}%`.padStart(5),
      String(r.files.length).padStart(6),
      `  ${verdict}`,
    ].join(' ');
  };
  const of = (kind: BudgetRow['kind']) =>
    report.rows.filter((r) => r.kind === kind).sort((a, b) => (kind === 'page' ? 0 : b.bytes - a.bytes));
  return [
    'JavaScript per route, gzip (1 kB = 1024 bytes)',
    `${'what'.padEnd(width)} ${'size'.padStart(10)} ${'budget'.padStart(8)} ${'used'.padStart(5)} ${'files'.padStart(6)}`,
    ...of('page').map(line),
    'screens, beyond the entry and their (+layouts):',
    ...of('route').map(line),
    'parts loaded on demand, beyond the entry and the chunk that loads them:',
    ...of('part').map(line),
    'CSS, gzip:',
    ...of('stylesheet').map(line),
    ...(of('font').length ? ['fonts, loaded only for their languages:', ...of('font').map(line)] : []),
    ...report.problems.map((p) => `problem: ${p}`),
    report.ok ? 'all bundle budgets met' : 'BUNDLE BUDGETS EXCEEDED',
  ].join('\n');
}

export const DIST_DIR = join(import.meta.dirname, '../dist');

/** Reads the build in `distDir` and measures it (gzip at the default level, as a server sends). */
export function measureBuild(config: BudgetConfig, distDir = DIST_DIR): BudgetReport {
  let manifest: Manifest;
  let map: RouteMap;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    map = JSON.parse(readFileSync(join(distDir, ROUTE_PRELOADS_FILE), 'utf8')) as RouteMap;
  } catch (error) {
    throw new Error(`no build in ${distDir}: run \`npm run build\` first (${error})`);
  }
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  return measureBudgets(manifest, map, sizeOf, config);
}
