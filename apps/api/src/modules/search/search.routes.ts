import { EXTRA_API_PATHS, envelope, SearchQuerySchema, SearchResultSchema } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { search } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    EXTRA_API_PATHS.search,
    {
      schema: {
        tags: ['search'],
        summary: 'Cases, case types and (for administrators) people matching the text',
        querystring: SearchQuerySchema,
        response: { 200: envelope(SearchResultSchema) },
      },
    },
    async (request) => ok(await search(serviceContext(request), request.query.q)),
  );
}
