import type { AddNoteRequest, CaseNote } from '@docket/contract';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { requireVisibleCase } from './case-access.service.ts';
import { findNotes, insertNote } from './notes.repository.ts';

/** Staff read every note; a client reads the notes shared with them and their own. */
export async function listNotes(ctx: ActorContext, caseId: number): Promise<CaseNote[]> {
  await requireVisibleCase(ctx, caseId);
  const actor = ctx.actor;
  const rows = await findNotes(ctx.db, caseId, actor.role === 'Client' ? actor.userId : undefined);
  return rows.map(({ note, author }) => ({
    id: note.id,
    text: note.text,
    authorName: `${author.firstName} ${author.lastName}`,
    authorRole: author.role,
    isSharedWithClient: note.isSharedWithClient,
    createdAt: note.createdAt.toISOString(),
  }));
}

export async function addNote(ctx: ActorContext, input: AddNoteRequest): Promise<number> {
  await requireVisibleCase(ctx, input.caseId);
  const actor = ctx.actor;
  // A client writes to the firm: their notes are always part of the shared conversation.
  const shared = actor.role === 'Client' ? true : input.isSharedWithClient;
  return inTransaction(ctx, async (tx) => {
    const noteId = await insertNote(tx.db, {
      caseId: input.caseId,
      authorId: actor.userId,
      text: input.text,
      isSharedWithClient: shared,
      createdAt: ctx.now(),
    });
    await recordAudit(tx, 'case.note_added', { type: 'case', id: input.caseId }, { noteId, shared });
    return noteId;
  });
}
