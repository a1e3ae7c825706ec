import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { findClients } from './case-clients.service.ts';
import {
  type ClaimForCase,
  type ClaimItemTemplate,
  getCaseChecklist,
  requestDocument,
  reviewItem,
  uploadToItem,
} from './checklist.service.ts';
import { sendReminderNow } from './reminders.service.ts';

/** The document loop (decision 025): the checklist, uploads to it, reviews, requests and reminders. */
export async function checklistRoutes(app: FastifyInstance, options: { claim: ClaimForCase }): Promise<void> {
  const claimTemplate: ClaimItemTemplate = async (ctx, key, itemId) => {
    const file = await app.files.tryClaim(ctx, key, 'template', {
      type: 'checklist-item',
      id: String(itemId),
    });
    if (!file) throw new AppError('UPLOAD_NOT_FOUND');
    return file;
  };

  endpointRoute(app, ENDPOINTS.getCaseChecklist, async (request) =>
    ok(await getCaseChecklist(serviceContext(request), request.query.id)),
  );

  endpointRoute(app, ENDPOINTS.uploadChecklistDocument, async (request) =>
    ok(
      { versionId: await uploadToItem(serviceContext(request), request.body, options.claim) },
      'Document uploaded.',
    ),
  );

  endpointRoute(app, ENDPOINTS.reviewDocument, async (request) => {
    await reviewItem(serviceContext(request), request.body);
    return ok(null, 'Review saved.');
  });

  endpointRoute(app, ENDPOINTS.requestDocument, async (request) =>
    ok(
      { id: await requestDocument(serviceContext(request), request.body, claimTemplate) },
      'Document requested.',
    ),
  );

  endpointRoute(app, ENDPOINTS.sendReminder, async (request) =>
    ok({ itemIds: await sendReminderNow(serviceContext(request), request.body.caseId) }, 'Reminder sent.'),
  );

  endpointRoute(app, ENDPOINTS.findClients, async (request) =>
    ok(await findClients(serviceContext(request), request.query.q)),
  );
}
