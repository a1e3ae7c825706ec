import type { FastifyRequest } from 'fastify';

/**
 * The pattern of the route a request reached, in lower case (routing ignores case), or null when
 * none matched. SECURITY: decisions about a request (sign-in required, maintenance, caching) are
 * made on this, never on the raw request target. The client spells that (`/%61pi/...`, an
 * absolute `http://host/api/...`), while the router matches what it decodes, so a test of the raw
 * URL can be walked around.
 */
function routePattern(request: FastifyRequest): string | null {
  return request.routeOptions.url?.toLowerCase() ?? null;
}

/**
 * Whether the request target names the API: its path, without the query, in lower case. Where no
 * API route tells, because the request reached a catch-all (the web app's pages and not-found
 * answer in spa.ts, a CORS preflight in cors.ts), and both must read it alike. It only ever
 * withholds (a page, CORS headers): a path spelled past it (`/%61pi/...`) gains nothing.
 */
export function isApiPath(url: string): boolean {
  const [path = ''] = url.toLowerCase().split('?', 1);
  return path === '/api' || path.startsWith('/api/');
}

/** Whether the request reached an API route (the API reference included), other than those under `except`. */
export function isApiRoute(request: FastifyRequest, except?: string): boolean {
  const pattern = routePattern(request);
  if (!pattern?.startsWith('/api/')) return false;
  return except === undefined || !pattern.startsWith(except);
}
