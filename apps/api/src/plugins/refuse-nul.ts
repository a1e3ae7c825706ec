import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../http/api-route.ts';
import { AppError } from '../lib/app-error.ts';

/** True when a string anywhere in the value (keys included) holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field would fail its query as a server error
 * (500). Query strings and JSON bodies carrying one are refused at the door with 400 instead.
 * Headers cannot carry it (Node refuses them) and upload names are checked by the files module.
 */
async function refuseNulPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    // A page's query string never reaches the database: the web app is served, and its own
    // requests carry whatever it passes on to the API, where this check answers them.
    if (!isApiRoute(request)) return;
    if (containsNul(request.query) || containsNul(request.body)) throw new AppError('CONTAINS_NUL');
  });
}

export const refuseNul = fp(refuseNulPlugin, { name: 'docket-refuse-nul' });
