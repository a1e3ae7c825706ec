import { DashboardQuerySchema, DashboardSchema, EXTRA_API_PATHS, envelope } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { getDashboard } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    EXTRA_API_PATHS.dashboard,
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "Everything the dashboard shows, for the caller's scope: the firm, their cases, or their own",
        querystring: DashboardQuerySchema,
        response: { 200: envelope(DashboardSchema) },
      },
    },
    async (request) => ok(await getDashboard(serviceContext(request), request.query.range)),
  );
}
