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

/** Whether the request reached an API route (the API reference included), other than those under `except`. */
export function isApiRoute(request: FastifyRequest, except?: string): boolean {
  const pattern = routePattern(request);
  if (!pattern?.startsWith('/api/')) return false;
  return except === undefined || !pattern.startsWith(except);
}
