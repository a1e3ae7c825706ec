import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Language,
  type Preloads,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
  RoutePreloadsSchema,
} from '@docket/contract';
import { matchRoutes } from 'react-router';

/**
 * The page's own files, named in the index.html sent for it: the build writes the app's route tree
 * and each module's files (apps/web/scripts/route-preloads.ts); the path is matched against the
 * tree by React Router's own matchRoutes, so the server and the browser agree on the screen.
 * See docs/decisions/042-react-with-the-public-pages-pre-rendered.md.
 */

/** The build's list, or null when it has none or it is not one (the pages then name nothing). */
export function readRoutePreloads(webDistDir: string): RoutePreloads | null {
  try {
    const parsed = RoutePreloadsSchema.safeParse(
      JSON.parse(readFileSync(join(webDistDir, ROUTE_PRELOADS_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The screen a path opens: its route's address (`/case/:id`) and the modules of its routes. */
export interface MatchedScreen {
  route: string;
  modules: string[];
}

/**
 * The screen of the tree a path matches, with React Router's own matchRoutes, or null: a route
 * that loads a screen (not a layout alone) is a page worth naming files for.
 */
export function matchScreen(preloads: RoutePreloads, path: string): MatchedScreen | null {
  const matches = matchRoutes(preloads.routes, path) ?? [];
  const screen = matches.at(-1)?.route;
  if (!screen?.module || screen.children) return null;
  return {
    route: `/${matches.flatMap(({ route }) => (route.path ? [route.path] : [])).join('/')}`,
    modules: matches.flatMap(({ route }) => (route.module ? [route.module] : [])),
  };
}

/**
 * The `<link>` elements for a screen: its layouts' and its own scripts and stylesheets, and the
 * texts in the visitor's language (English, the fallback, is always there for a signed-in screen).
 */
export function preloadLinks(
  preloads: RoutePreloads,
  { modules }: MatchedScreen,
  language: Language,
): string {
  const parts: (Preloads | undefined)[] = [
    ...modules.map((module) => preloads.modules[module]),
    preloads.texts[language],
  ];
  if (modules.includes(preloads.appTextsWith)) parts.push(preloads.appTexts.en, preloads.appTexts[language]);
  const scripts = new Set(parts.flatMap((part) => part?.scripts ?? []));
  const styles = new Set(parts.flatMap((part) => part?.styles ?? []));
  // crossorigin as Vite's own links have it: a preload whose mode differs is fetched twice. The
  // stylesheets are linked, not only preloaded: a page drawn from its HTML needs its layout's rules
  // from the first paint, and a script that loads a chunk finds them linked and adds nothing.
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** index.html with the path's links at the end of its head. */
export function withPreloads(html: string, links: string): string {
  if (!links) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}
