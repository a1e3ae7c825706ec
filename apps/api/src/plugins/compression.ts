import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 KiB or more for clients that accept it: JSON and the pages, which
 * shrink five to ten times (a page of 50 cases from 14 kB to about 3), where a phone's network
 * is the slowest part of a screen (decision 017). Brotli at quality 4 costs well under a
 * millisecond for such answers; gzip serves clients without Brotli.
 *
 * - Request bodies are not inflated: a small compressed body must not become a large one
 *   behind the body limits.
 * - The built files are not compressed again: @fastify/static sends the build's own .br/.gz
 *   copies, and an answer that already has a Content-Encoding is left alone.
 * - Stored files pass through: the types Docket accepts (PDF, images, office files, video) are
 *   not compressible types, and partial answers are never compressed.
 * - Answers that carry a credential or a secret opt out with SEND_UNCOMPRESSED (see below).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Route option for answers that carry a session token, a two-step secret or recovery codes.
 * SECURITY: compression can reveal a secret through the size of an answer that also reflects
 * what an attacker sent (BREACH). Docket's credentials travel in headers the app adds, never in
 * cookies, so no other site can make a browser ask for such an answer; these are left
 * uncompressed all the same, as they are small and gain little from it.
 */
export const SEND_UNCOMPRESSED = { compress: false } as const;
