import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses the API's answers and the pages, when 1 KiB or more and the client accepts it: a
 * phone's network is the slowest part of a screen, and the first page of 50 cases goes from
 * 14.9 kB to 4.1 kB (decision 017). Brotli at quality 4 costs under a tenth of a millisecond
 * for such an answer; gzip serves clients without Brotli.
 *
 * - Only API routes and the page route compress. The built files come with their own .br/.gz
 *   copies (@fastify/static's preCompressed); those too small to have one are sent as they are.
 * - Request bodies are never inflated. No Docket client sends a compressed body, and uploads
 *   read the raw multipart stream, which inflation would not reach: one rule, no exceptions.
 * - Stored files pass through: the types Docket accepts (PDF, Word documents, images) are not
 *   compressible types, and partial answers are never compressed.
 * - Answers that carry a session token opt out with SEND_UNCOMPRESSED (see below).
 *
 * It sets itself up on each route as the route is added: plugins that add routes depend on it.
 */
async function compressionPlugin(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own hook, which reads the option as each route is added.
  app.addHook('onRoute', (route) => {
    const compressed = route.url.toLowerCase().startsWith('/api/') || route.url === PAGE_ROUTE;
    if (!compressed) route.compress ??= false;
  });
  await app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export const compression = fp(compressionPlugin, { name: 'docket-compression' });

/** The route that answers every page (spa.ts). */
export const PAGE_ROUTE = '/*';

/**
 * Route option for answers that carry a session token, which a long name can push past 1 KiB.
 * SECURITY: compression can reveal a secret through the size of an answer that also reflects
 * what an attacker sent (BREACH). Docket's credentials travel in headers the app adds, never in
 * cookies, so no other site can make a browser ask for such an answer; these are left
 * uncompressed all the same, as they gain little from it. (The two-step key and the recovery
 * codes are a few hundred bytes, below the threshold.)
 */
export const SEND_UNCOMPRESSED = { compress: false } as const;
