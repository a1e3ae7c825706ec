import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';

/** The firm's settings the web app needs before it sends a file: whether photos go up as taken. */
export async function uploadSettingsRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.uploadSettings, async () =>
    ok({ keepOriginalPhotos: app.config.keepOriginalPhotos }),
  );
}
