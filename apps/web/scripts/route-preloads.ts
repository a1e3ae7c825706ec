/**
 * The app's route tree with the files each of its modules needs beyond the entry, written after
 * the build to dist/.vite/route-preloads.json: the server (apps/api/src/plugins/route-preloads.ts)
 * matches a path against the tree with React Router's own matchRoutes and names the matched
 * modules' files in the page it sends, and `npm run size` measures each page and screen from it.
 *
 * The tree is src/app/route-tree.ts itself, with its lazy imports: the server build of the app
 * (src/prerender.tsx) runs it, each route's `lazy()` gives the namespace of the module it imports,
 * which one chunk of that build holds, and that build's manifest names the chunk's source module:
 * the key of the same module in the browser build's manifest. No module is named twice.
 *
 * Without the preloads a phone learns of the layout's and the screen's chunks only once the entry
 * has downloaded and run, and of the screen's texts after that: two or three round trips, and the
 * downloads wait on the CPU. Named in the page, they download while the entry does.
 * See docs/decisions/042-react-with-the-public-pages-pre-rendered.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PreloadRoute, Preloads, RoutePreloads } from '@docket/contract';
import type { AppRoute, RouteModule } from '../src/app/route-tree.ts';
import type { Manifest, ManifestChunk } from './bundle-size.ts';

const TEXTS = /^src\/locales\/([a-z]{2,3})\.json$/;
const APP_TEXTS = /^src\/locales\/app\/([a-z]{2,3})\.json$/;

/** A route of the tree with its module named as the manifests name it. */
export interface MappedRoute extends PreloadRoute {
  appTexts?: true;
  children?: MappedRoute[];
}

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The server build's dynamically imported chunks, each imported here, by its manifest key. */
export async function chunksOfServerBuild(serverDir: string): Promise<Map<string, object>> {
  const chunks = new Map<string, object>();
  for (const [key, chunk] of Object.entries(readManifest(serverDir))) {
    if (chunk.isDynamicEntry) chunks.set(key, await import(pathToFileURL(join(serverDir, chunk.file)).href));
  }
  return chunks;
}

/**
 * The key of the module a route's `lazy()` gave: the chunk whose namespace it is, or which exports
 * it (the bundler hands out a module's namespace as an export of its chunk when the chunk holds
 * more than the module).
 */
function keyOf(namespace: RouteModule, chunks: Map<string, object>): string | undefined {
  const found = [...chunks].filter(
    ([, chunk]) => chunk === namespace || Object.values(chunk).includes(namespace),
  );
  return found.length === 1 ? found[0]?.[0] : undefined;
}

/** The tree with each route's module key, found by loading it (`lazy()`) in the server build. */
export async function mapRouteTree(tree: AppRoute[], chunks: Map<string, object>): Promise<MappedRoute[]> {
  return Promise.all(
    tree.map(async ({ path, lazy, children, appTexts }): Promise<MappedRoute> => {
      const module = lazy ? keyOf(await lazy(), chunks) : undefined;
      if (lazy && !module)
        throw new Error(`route ${path ?? '(a layout)'}: its lazy import is no one chunk of the build`);
      return {
        ...(path ? { path } : {}),
        ...(module ? { module } : {}),
        ...(appTexts ? { appTexts } : {}),
        ...(children ? { children: await mapRouteTree(children, chunks) } : {}),
      };
    }),
  );
}

/** The tree as the server matches it: paths, children and the module each route loads. */
const matchable = (routes: MappedRoute[]): PreloadRoute[] =>
  routes.map(({ path, module, children }) => ({
    ...(path ? { path } : {}),
    ...(module ? { module } : {}),
    ...(children ? { children: matchable(children) } : {}),
  }));

const flat = (routes: MappedRoute[]): MappedRoute[] =>
  routes.flatMap((route) => [route, ...flat(route.children ?? [])]);

/** The tree and the files of every module and language, from Vite's manifest of the browser build. */
export function routePreloadsFrom(manifest: Manifest, tree: MappedRoute[]): RoutePreloads {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  // index.html names the entry's own chunks and stylesheet already.
  const loaded = closure(manifest, [entry]);

  const preloadsOf = (key: string): Preloads => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no module ${key}`);
    const needed = [...closure(manifest, [chunk])].filter((c) => !loaded.has(c));
    return {
      scripts: unique(needed.map((c) => c.file)),
      styles: unique(needed.flatMap((c) => c.css ?? [])),
    };
  };
  const byLanguage = (pattern: RegExp) =>
    Object.fromEntries(
      Object.keys(manifest).flatMap((key) => {
        const code = pattern.exec(key)?.[1];
        return code ? [[code, preloadsOf(key)]] : [];
      }),
    );
  const routes = flat(tree);
  const appTextsWith = routes.find((route) => route.appTexts)?.module;
  if (!appTextsWith) throw new Error('no layout of the route tree brings the signed-in screens’ texts');
  return {
    routes: matchable(tree),
    modules: Object.fromEntries(
      unique(routes.flatMap((route) => (route.module ? [route.module] : []))).map((module) => [
        module,
        preloadsOf(module),
      ]),
    ),
    appTextsWith,
    texts: byLanguage(TEXTS),
    appTexts: byLanguage(APP_TEXTS),
  };
}

/** The chunks and everything they import statically. */
function closure(manifest: Manifest, roots: ManifestChunk[]): Set<ManifestChunk> {
  const seen = new Set<ManifestChunk>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return seen;
}

const unique = (values: string[]) => [...new Set(values)];
