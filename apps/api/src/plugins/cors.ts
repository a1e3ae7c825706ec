import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-route.ts';

/** The resumable uploads' own headers (the tus protocol), both ways. */
const TUS_HEADERS = ['Tus-Resumable', 'Upload-Length', 'Upload-Offset', 'Upload-Metadata'];
/** What the API's requests carry beyond the headers a browser lets any page send. */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'refreshToken',
  'filePath',
  'requestedSide',
  ...TUS_HEADERS,
];
/** The download's file name and a resumable upload's address and progress, which script on another origin otherwise cannot read. */
const EXPOSED_HEADERS = ['Content-Disposition', 'Location', 'Upload-Expires', ...TUS_HEADERS];
/**
 * How long a browser may skip the preflight for one address. It only lets the browser send:
 * reading an answer needs that answer's own Access-Control-Allow-Origin, which follows
 * CORS_ORIGINS at once, so an origin taken off the list loses the answers with the next restart.
 */
const PREFLIGHT_MAX_AGE_S = 600;
/** Everything but the origin, which each request decides. */
const SAME_FOR_EVERY_REQUEST = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ALLOWED_HEADERS,
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: PREFLIGHT_MAX_AGE_S,
  credentials: false,
};

/**
 * CORS_ORIGINS: pages on those origins may call the API and read its answers; any other origin,
 * and every origin while the list is empty, gets no CORS headers, so a browser keeps its script
 * from reading them. SECURITY: no Access-Control-Allow-Credentials: the API takes bearer tokens,
 * never cookies, so a page reads only what its own token fetches. The plugins that answer early
 * (shutdown, maintenance, overload, sign-in) depend on this one: a preflight carries no token and
 * is answered here, and their 503s and 401s carry the headers, so the other origin can read why.
 */
async function corsPlugin(app: FastifyInstance, options: { origins: readonly string[] }): Promise<void> {
  const { origins } = options;
  if (origins.length === 0) return;
  const listed = new Set(origins);
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const { origin } = request.headers;
      const preflight = request.method === 'OPTIONS';
      const allowed =
        origin !== undefined &&
        listed.has(origin) &&
        // A preflight reaches only the plugin's catch-all route, so the path tells; the same test
        // as spa.ts's keeps a preflight from allowing what the answer then withholds.
        isApiPath(request.url) &&
        // An OPTIONS without a method to ask about is no preflight: the API has no such route.
        (!preflight || request.headers['access-control-request-method'] !== undefined);
      callback(null, { ...SAME_FOR_EVERY_REQUEST, origin: allowed ? origin : false });
    },
  });
}

export const cors = fp(corsPlugin, { name: 'docket-cors' });
