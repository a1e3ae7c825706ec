import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { findClients } from './case-clients.service.ts';
import { getCaseChecklist, requestDocument, reviewItem, uploadToItem } from './checklist.service.ts';
import { sendReminderNow } from './reminders.service.ts';

/** The document loop (decision 025): the checklist, uploads to it, reviews, requests and reminders. */
export async function checklistRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getCaseChecklist, async (request) =>
    ok(await getCaseChecklist(serviceContext(request), request.query.id)),
  );

  endpointRoute(app, ENDPOINTS.uploadChecklistDocument, async (request) =>
    ok({ versionId: await uploadToItem(serviceContext(request), request.body) }, 'Document uploaded.'),
  );

  endpointRoute(app, ENDPOINTS.reviewDocument, async (request) => {
    await reviewItem(serviceContext(request), request.body);
    return ok(null, 'Review saved.');
  });

  endpointRoute(app, ENDPOINTS.requestDocument, async (request) =>
    ok({ id: await requestDocument(serviceContext(request), request.body) }, 'Document requested.'),
  );

  endpointRoute(app, ENDPOINTS.sendReminder, async (request) =>
    ok({ itemIds: await sendReminderNow(serviceContext(request), request.body.caseId) }, 'Reminder sent.'),
  );

  endpointRoute(app, ENDPOINTS.findClients, async (request) =>
    ok(await findClients(serviceContext(request), request.query.q)),
  );
}
