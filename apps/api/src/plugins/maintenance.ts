import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../http/api-route.ts';
import { AppError } from '../lib/app-error.ts';
import { sendFailure } from './error-envelope.ts';

/** MAINTENANCE=1: every API call but the health checks answers 503, and the web app shows its maintenance page. */
async function maintenancePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request, '/api/health')) return;
    return sendFailure(
      reply.header('retry-after', '300').header('x-docket-maintenance', '1'),
      new AppError('MAINTENANCE'),
    );
  });
}

export const maintenance = fp(maintenancePlugin, {
  name: 'docket-maintenance',
  dependencies: ['docket-cors'],
});
