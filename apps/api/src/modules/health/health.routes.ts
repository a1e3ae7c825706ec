import { API_PATHS, ErrorEnvelopeSchema, envelope, HealthSchema, ReadinessSchema } from '@docket/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { failure } from '../../plugins/error-envelope.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API_PATHS.health,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: envelope(HealthSchema) },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );

  r.get(
    API_PATHS.healthReady,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The database answers: the instance can take traffic',
        response: { 200: envelope(ReadinessSchema), 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send(failure('The database is not answering.'));
      }
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
}
