import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './error-envelope.ts';

/**
 * Serves the built web app and answers every non-API path with its index.html, so client-side
 * routes survive a reload. Unknown /api paths get the JSON envelope instead.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
