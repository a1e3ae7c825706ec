import type { FastifyRequest } from 'fastify';

export type Theme = 'light' | 'dark';

/**
 * The theme chosen on the visitor's device, which the web app tells the server in the `theme`
 * cookie (apps/web/src/lib/theme-cookie.ts): every page is sent in it, so a page the server sends
 * drawn paints in it before any script runs (decision 042).
 */
export function requestTheme(request: FastifyRequest): Theme {
  const value = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return value === 'dark' ? 'dark' : 'light';
}
