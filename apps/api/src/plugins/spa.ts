import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './error-envelope.ts';
import { requestLanguage } from './request-language.ts';
import { preloadLinks, type RoutePreloads, readRoutePreloads, withPreloads } from './route-preloads.ts';

/**
 * Serves the built web app and answers every non-API path with its index.html, so client-side
 * routes survive a reload, naming the files of the path's screen (route-preloads.ts). Unknown /api
 * paths get the JSON envelope instead.
 */
interface IndexPage {
  mtimeMs: number;
  html: string;
  preloads: RoutePreloads | null;
}

/** index.html and the build's preload list, read again only when a new build has replaced them. */
function indexPageReader(webDistDir: string): () => IndexPage {
  const file = join(webDistDir, 'index.html');
  let cached: IndexPage | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFileSync(file, 'utf8'), preloads: readRoutePreloads(webDistDir) };
    }
    return cached;
  };
}

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!.toLowerCase();
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/');
    if (path === '/api' || path.startsWith('/api/') || !isPage) {
      return reply
        .code(404)
        .send(failure(`No API route matches ${request.method} ${request.url.split('?')[0]}.`));
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app has not been built yet: run `npm run build`.');
    }
    const page = indexPage();
    const links = page.preloads ? preloadLinks(page.preloads, path, requestLanguage(request)) : '';
    // The texts named in the page follow the `lang` cookie.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    return reply.type('text/html; charset=utf-8').send(withPreloads(page.html, links));
  });
}
