import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Language,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
  RoutePreloadsSchema,
} from '@docket/contract';

/**
 * The page's own files, named in the index.html sent for it: the build lists what each screen
 * loads beyond the entry (apps/web/scripts/route-preloads.ts), and the browser fetches those
 * beside the entry rather than after it has run. See docs/decisions/015.
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

/** React Router's matching: segment by segment, ignoring case and a trailing slash, `:name` any one segment. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.toLowerCase().split('/');
  const have = path
    .replace(/^\/|\/$/g, '')
    .split('/')
    .map((segment) => decodedSegment(segment).toLowerCase());
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** A path segment as the router sees it; one that is not valid percent-encoding is left as it is. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The `<link>` elements for a path: the screen's scripts and stylesheets, and the texts in the
 * visitor's language (English, the fallback, is always there for a signed-in screen).
 */
export function preloadLinks(preloads: RoutePreloads, path: string, language: Language): string {
  const route = preloads.routes.find((r) => matches(r.path, path));
  if (!route) return '';
  const parts = [route, preloads.texts[language]];
  if (route.appTexts) parts.push(preloads.appTexts.en, preloads.appTexts[language]);
  const scripts = new Set(parts.flatMap((part) => part?.scripts ?? []));
  const styles = new Set(parts.flatMap((part) => part?.styles ?? []));
  // crossorigin as Vite's own links have it: a preload whose mode differs is fetched twice.
  return [
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** index.html with the path's links at the end of its head. */
export function withPreloads(html: string, links: string): string {
  if (!links) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}
