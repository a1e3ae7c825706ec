/**
 * What the build does once the browser's bundle (dist) and the server's (dist/.ssr, built from
 * src/prerender.tsx) are written: it maps the route tree to the browser build's files
 * (route-preloads.ts) for the server and `npm run size`, and renders the public pages to HTML in
 * every language for the server to send (decision 042).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_ROOT_ELEMENT,
  PAGE_RENDERER_FILE,
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
  ROUTE_PRELOADS_FILE,
  SERVER_BUILD_DIR,
} from '@docket/contract';
import type { Plugin } from 'vite';
import type * as ServerBuild from '../src/prerender.tsx';
import { chunksOfServerBuild, mapRouteTree, readManifest, routePreloadsFrom } from './route-preloads.ts';

export { SERVER_BUILD_DIR };

/** Every page of the server build's list in every language, rendered one after the other. */
export async function prerenderPages(server: typeof ServerBuild): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const path of server.PRERENDERED_PATHS) {
    const languages: PrerenderedPages[string] = {};
    for (const language of server.LANGUAGE_CODES)
      languages[language] = await server.renderPage(path, language);
    pages[path] = languages;
  }
  return pages;
}

export function afterBuild(): Plugin {
  return {
    name: 'docket:after-build',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('the build needs its client and ssr environments');
        // The browser's first: it empties dist, where the server's goes.
        for (const environment of [client, ssr]) if (!environment.isBuilt) await builder.build(environment);
        const outDir = client.config.build.outDir;
        const serverDir = ssr.config.build.outDir;
        // The server puts each drawn page into this element; without it the pages would go unused.
        if (!readFileSync(join(outDir, 'index.html'), 'utf8').includes(APP_ROOT_ELEMENT))
          throw new Error(
            `index.html must hold ${APP_ROOT_ELEMENT}, empty, where the server puts a drawn page`,
          );
        // By its plain address: its chunks import it by that address, and one copy of React Router
        // must render the pages.
        const server = (await import(
          pathToFileURL(join(outDir, PAGE_RENDERER_FILE)).href
        )) as typeof ServerBuild;
        const tree = await mapRouteTree(server.ROUTE_TREE, await chunksOfServerBuild(serverDir));
        writeFileSync(
          join(outDir, ROUTE_PRELOADS_FILE),
          JSON.stringify(routePreloadsFrom(readManifest(outDir), tree)),
        );
        writeFileSync(join(outDir, PRERENDERED_PAGES_FILE), JSON.stringify(await prerenderPages(server)));
      },
    },
  };
}
