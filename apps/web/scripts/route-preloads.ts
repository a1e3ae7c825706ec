/**
 * The app's route tree and the files each of its modules needs beyond the entry, written by the
 * build to dist/.vite/route-preloads.json for the server (apps/api/src/plugins/route-preloads.ts).
 * The server matches a path against the tree with React Router's own matchRoutes and names the
 * matched modules' files in the index.html it sends for that path.
 *
 * Without this a phone learns of the shell's and the screen's chunks only once the entry has
 * downloaded and run, and of the screen's texts after that: two or three round trips, and the
 * downloads wait on the CPU. Named in the page, they download while the entry does.
 * See docs/decisions/031-the-sign-in-page-in-the-entry-on-preact.md.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type PreloadRoute, type Preloads, ROUTE_PRELOADS_FILE, type RoutePreloads } from '@docket/contract';
import type { Plugin } from 'vite';
import { LAYOUTS, ROUTE_TREE, type RouteNode } from '../src/app/screens.ts';
import type { Manifest, ManifestChunk } from './bundle-size.ts';

const TEXTS = /^src\/locales\/([a-z]{2,3})\.json$/;
const APP_TEXTS = /^src\/locales\/app\/([a-z]{2,3})\.json$/;

/** The tree as the server matches it: paths, children and the module each route loads. */
const matchable = (nodes: RouteNode[]): PreloadRoute[] =>
  nodes.map(({ path, module, children }) => ({
    ...(path ? { path } : {}),
    ...(module ? { module } : {}),
    ...(children ? { children: matchable(children) } : {}),
  }));

const modulesOf = (nodes: RouteNode[]): string[] =>
  nodes.flatMap((node) => [...(node.module ? [node.module] : []), ...modulesOf(node.children ?? [])]);

/**
 * The tree and the files of every module and language, from Vite's manifest of the build.
 * `inEntry`: the modules bundled into the entry (the sign-in page), which need nothing more.
 */
export function routePreloadsFrom(
  manifest: Manifest,
  inEntry: ReadonlySet<string>,
  tree: RouteNode[] = ROUTE_TREE,
): RoutePreloads {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  // index.html names the entry's own chunks and stylesheet already.
  const loaded = closure(manifest, [entry]);

  const preloadsOf = (key: string): Preloads => {
    const chunk = manifest[key];
    if (!chunk && inEntry.has(key)) return { scripts: [], styles: [] };
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
  return {
    routes: matchable(tree),
    modules: Object.fromEntries(unique(modulesOf(tree)).map((module) => [module, preloadsOf(module)])),
    appTextsWith: LAYOUTS.shell.module,
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

/** The Vite plugin: writes the file once the build, manifest included, is on disk. */
export function routePreloads(): Plugin {
  return {
    name: 'docket:route-preloads',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (!dir || asset?.type !== 'asset') throw new Error('route preloads need `build.manifest: true`');
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const inEntry = new Set(
        entry?.type === 'chunk'
          ? entry.moduleIds.map((id) => relative(this.environment.config.root, id))
          : [],
      );
      writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloadsFrom(manifest, inEntry)));
    },
  };
}
