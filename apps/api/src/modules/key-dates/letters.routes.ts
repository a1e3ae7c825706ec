import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { addFromLetter, letterDates, previewLetter } from './letters.service.ts';

/** "Add a letter": the dates printed in it, a preview of the rules chosen, and the key dates made (decision 049). */
export async function letterRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.letterDates, async (request) =>
    ok(await letterDates(serviceContext(request), request.query)),
  );
  endpointRoute(app, ENDPOINTS.previewLetter, async (request) =>
    ok(await previewLetter(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.addFromLetter, async (request) =>
    ok(await addFromLetter(serviceContext(request), request.body)),
  );
}
