import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { uploadSettings } from './files.service.ts';

/** The firm's settings the web app needs before it sends a file: whether photos go up as taken. */
export async function uploadSettingsRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.uploadSettings, async (request) =>
    ok(uploadSettings(serviceContext(request))),
  );
}
