/**
 * Which files each page needs beyond the entry, written by the build to
 * dist/.vite/route-preloads.json for the server (apps/api/src/plugins/route-preloads.ts), which
 * names them in the index.html it sends for that path.
 *
 * Without this a phone learns of the shell's and the screen's chunks only once the entry has
 * downloaded and run, and of the screen's texts after that: two or three round trips, and the
 * downloads wait on the CPU. Named in the page, they download while the entry does.
 * See docs/decisions/015-preloading-each-page-s-files.md.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Preloads, ROUTE_PRELOADS_FILE, type RoutePreloads } from '@docket/contract';
import type { Plugin } from 'vite';
import { LAYOUTS, SCREENS, type Screen } from '../src/app/screens.ts';
import type { Manifest, ManifestChunk } from './bundle-size.ts';

const TEXTS = /^src\/locales\/([a-z]{2})\.json$/;
const APP_TEXTS = /^src\/locales\/app\/([a-z]{2})\.json$/;

/** The files of every screen and language, from Vite's manifest of the build. */
export function routePreloadsFrom(manifest: Manifest, screens: Screen[] = SCREENS): RoutePreloads {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  // index.html names the entry's own chunks and stylesheet already.
  const loaded = closure(manifest, [entry]);

  const preloadsOf = (keys: string[]): Preloads => {
    const chunks = keys.map((key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
      return chunk;
    });
    const needed = closure(manifest, chunks);
    const scripts = [...needed].filter((chunk) => !loaded.has(chunk)).map((chunk) => chunk.file);
    const styles = [...needed].flatMap((chunk) => (loaded.has(chunk) ? [] : (chunk.css ?? [])));
    return { scripts: unique(scripts), styles: unique(styles) };
  };

  const routes = screens.map((screen) => ({
    path: screen.path,
    appTexts: screen.layout === 'shell',
    ...preloadsOf(
      screen.layout === 'root' ? [screen.module] : [LAYOUTS[screen.layout].module, screen.module],
    ),
  }));
  const byLanguage = (pattern: RegExp) =>
    Object.fromEntries(
      Object.keys(manifest).flatMap((key) => {
        const code = pattern.exec(key)?.[1];
        return code ? [[code, preloadsOf([key])]] : [];
      }),
    );
  return { routes, texts: byLanguage(TEXTS), appTexts: byLanguage(APP_TEXTS) };
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
      writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloadsFrom(manifest)));
    },
  };
}
