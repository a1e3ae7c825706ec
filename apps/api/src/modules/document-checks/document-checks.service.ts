import type { ServiceContext } from '../../lib/context.ts';
import { insertQueuedCheck } from './document-checks.repository.ts';

/**
 * Queues the automatic check of a case document (decision 039) in the transaction that stores it,
 * so no document is left unchecked; the worker is woken once the transaction commits. An exact
 * copy of another document of the case is said at once, in the check's findings.
 */
export async function queueDocumentCheck(
  ctx: Pick<ServiceContext, 'db' | 'afterCommit' | 'services'>,
  document: { id: number; caseId: number; storedFileId: string },
  now: Date,
): Promise<void> {
  await insertQueuedCheck(ctx.db, document, now);
  const wake = () => ctx.services.checks.wake();
  if (ctx.afterCommit) ctx.afterCommit(wake);
  else wake();
}
