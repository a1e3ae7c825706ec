import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, ROUTE_PRELOADS_FILE, type RoutePreloads, textDirection } from '@docket/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-route.ts';
import { prerenderedPages, withRenderedPage } from '../http/prerendered-pages.ts';
import { requestLanguage } from '../http/request-language.ts';
import { requestTheme, type Theme } from '../http/request-theme.ts';
import { matchScreen, preloadLinks, readRoutePreloads, withPreloads } from '../http/route-preloads.ts';
import { overridesMeta, registerTextOverrides } from '../http/text-overrides.ts';
import { AppError } from '../lib/app-error.ts';
import { PAGE_ROUTE } from './compression.ts';
import { sendFailure } from './error-envelope.ts';

interface IndexPage {
  /** The modification times of index.html and of the preload list, which a build writes after it. */
  version: string;
  html: string;
  preloads: RoutePreloads | null;
}

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** index.html and the build's preload list, read again only when a build has replaced either. */
function indexPageReader(webDistDir: string): () => IndexPage {
  const file = join(webDistDir, 'index.html');
  const list = join(webDistDir, ROUTE_PRELOADS_FILE);
  let cached: IndexPage | null = null;
  return () => {
    const version = `${mtimeOf(file)}:${mtimeOf(list)}`;
    if (cached?.version !== version) {
      cached = { version, html: readFileSync(file, 'utf8'), preloads: readRoutePreloads(webDistDir) };
    }
    return cached;
  };
}

/**
 * The page as the visitor needs it from its first paint: `<html lang dir data-bs-theme>`, and for
 * a right-to-left language the entry stylesheet built right to left, which the build names on the
 * entry stylesheet's link (`data-rtl`, apps/web/scripts/rtl-stylesheet.ts; decision 040).
 */
export function forVisitor(html: string, language: Language, theme: Theme): string {
  const direction = textDirection(language);
  const page = html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" dir="${direction}"`)
    .replace(/(<html\b[^>]*\bdata-bs-theme=")[^"]*"/, `$1${theme}"`);
  if (direction === 'ltr') return page;
  return page.replace(/<link\b[^>]*\bdata-rtl="([^"]+)"[^>]*>/, (link, rtl: string) =>
    link.replace(/\bhref="[^"]*"/, `href="${rtl}"`),
  );
}

/** A validator for the page as sent, so a browser's revalidation of it can end in a 304. */
const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Serves the built web app and answers every non-API path with its index.html, so client-side
 * routes survive a reload, naming the files of the path's screen (route-preloads.ts); a public
 * page comes drawn, in the visitor's language (prerendered-pages.ts). Unknown /api paths get the
 * JSON envelope instead.
 */
async function spaPlugin(app: FastifyInstance, options: { webDistDir: string }): Promise<void> {
  const { webDistDir } = options;
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  const indexPage = indexPageReader(webDistDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        const immutable = path.startsWith(join(webDistDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Not kept by any cache: the address may become a route with the next release.
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendFailure(
      reply.header('cache-control', 'no-store'),
      AppError.of('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '' }),
    );

  const overrides = app.services.localeOverrides;
  registerTextOverrides(app, overrides, notFound);
  const meta = overridesMeta(overrides);
  const rendered = prerenderedPages(webDistDir, overrides, app.log);

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = ''] = request.url.toLowerCase().split('?', 1);
    if (isApiPath(request.url) || path.startsWith('/assets/')) return notFound(request, reply);
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app has not been built yet: run `npm run build`.');
    }
    const index = indexPage();
    const language = requestLanguage(request);
    const screen = index.preloads ? matchScreen(index.preloads, path) : null;
    const links = index.preloads && screen ? preloadLinks(index.preloads, screen, language) : '';
    // Only the path: the query string (a returnUrl, a reset code) is never in the page's HTML.
    const drawn = screen ? await rendered(screen.route, language) : null;
    // The page's words, language, direction and stylesheet follow the `lang` cookie; its theme the `theme` cookie.
    const body = withPreloads(
      withRenderedPage(forVisitor(index.html, language, requestTheme(request)), drawn),
      [meta, links].filter(Boolean).join('\n    '),
    );
    const etag = etagOf(body);
    // Every answer for a page names both, so a cache keeps the compressed and plain copies apart.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  };

  // Pages are a route (GET, and HEAD with it), because only routes get the answer compression
  // (compression.ts); other methods end up in the not-found handler.
  app.get(PAGE_ROUTE, { schema: { hide: true }, config: { auth: 'public' } }, page);
  app.setNotFoundHandler(notFound);
}

export const spa = fp(spaPlugin, { name: 'docket-spa', dependencies: ['docket-compression'] });
