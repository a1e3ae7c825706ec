import type { ActorContext, ServiceContext } from '../../lib/context.ts';
import { queueEmail } from '../../lib/mail-outbox.ts';
import { notify } from '../notifications/notifications.service.ts';
import { activeAdminIds, unlockedUsers } from '../users/users.service.ts';
import { buildCaseEmail, type CaseEmailKind } from './case-emails.ts';
import type { CaseRow } from './cases.repository.ts';

// Who hears of what happens to a case's documents: the bell and e-mail, in each one's language.

/** What the e-mail says; the bell takes the item, the document and, for a rejection, its reason's code. */
type Values = Omit<Parameters<typeof buildCaseEmail>[2], 'link' | 'caseType'>;

/** The address of a case, or of one of its documents, as e-mails and notifications link to it. */
export function caseLink(ctx: ServiceContext, caseId: number, itemId?: number): string {
  return `${ctx.services.config.publicUrl}/case/${caseId}${itemId ? `#item-${itemId}` : ''}`;
}

/** The bell alone: a notification of the kind, on the case, with the case type's name and `params`. */
function ring(
  ctx: ServiceContext,
  row: CaseRow,
  to: string[],
  kind: CaseEmailKind,
  params: Record<string, string>,
): Promise<void> {
  return notify(ctx, to, {
    kind: `document.${kind}`,
    caseId: row.id,
    params: { caseTypeName: row.caseTypeName, ...params },
  });
}

/**
 * Tells people of something that happened to a case's documents, by the bell and by e-mail in
 * each one's language, linking to the document. Call inside the transaction of the change: the
 * e-mail, the notification and the change commit together.
 */
async function tell(
  ctx: ServiceContext,
  row: CaseRow,
  to: string[],
  kind: CaseEmailKind,
  values: Values & { itemId?: number },
): Promise<void> {
  const others = [...new Set(to)].filter((id) => id !== ctx.actor?.userId);
  await ring(ctx, row, others, kind, {
    ...(values.itemId ? { itemId: String(values.itemId) } : {}),
    ...(values.document ? { documentName: values.document } : {}),
    ...(values.reasonCode ? { reasonCode: values.reasonCode } : {}),
    ...(values.items ? { count: String(values.items.length) } : {}),
  });
  const link = caseLink(ctx, row.id, values.itemId);
  for (const person of await unlockedUsers(ctx, others)) {
    await queueEmail(
      ctx,
      buildCaseEmail(
        kind,
        person,
        { ...values, link, caseType: row.caseTypeName },
        ctx.services.localeOverrides,
      ),
    );
  }
}

/** The client hears of a request, a review or a reminder. */
export function tellClient(
  ctx: ServiceContext,
  row: CaseRow,
  kind: CaseEmailKind,
  values: Values & { itemId?: number },
) {
  return tell(ctx, row, [row.clientId], kind, values);
}

/** The case's staff hear of an upload: its solicitor, or the administrators while it has none. */
export async function tellStaffOfUpload(
  ctx: ActorContext,
  row: CaseRow,
  values: Values & { itemId: number },
): Promise<void> {
  const staff = row.solicitorId ? [row.solicitorId] : await activeAdminIds(ctx);
  // A member of staff uploading for the client: the client hears of it by the bell only.
  if (ctx.actor.role !== 'Client') {
    await ring(ctx, row, [row.clientId], 'uploaded', {
      itemId: String(values.itemId),
      documentName: values.document ?? '',
    });
  }
  await tell(ctx, row, staff, 'uploaded', values);
}
