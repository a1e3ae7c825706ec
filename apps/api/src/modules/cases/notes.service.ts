import type { AddNoteRequest, CaseNote } from '@docket/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import { caseNotes, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ActorContext } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { requireVisibleCase } from './case-detail.service.ts';

/** Staff read every note; a client reads the notes shared with them and their own. */
export async function listNotes(ctx: ActorContext, caseId: number): Promise<CaseNote[]> {
  await requireVisibleCase(ctx, caseId);
  const actor = ctx.actor;
  const visibility =
    actor.role === 'Client'
      ? and(
          eq(caseNotes.caseId, caseId),
          or(eq(caseNotes.isSharedWithClient, true), eq(caseNotes.authorId, actor.userId)),
        )
      : eq(caseNotes.caseId, caseId);
  const rows = await ctx.db
    .select({ note: caseNotes, author: users })
    .from(caseNotes)
    .innerJoin(users, eq(users.id, caseNotes.authorId))
    .where(visibility)
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id));
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
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caseNotes)
      .values({
        caseId: input.caseId,
        authorId: actor.userId,
        text: input.text,
        isSharedWithClient: shared,
        createdAt: ctx.now(),
      })
      .returning({ id: caseNotes.id });
    const noteId = must(row, 'the new note').id;
    await recordAudit(
      { ...ctx, db: tx },
      'case.note_added',
      { type: 'case', id: input.caseId },
      { noteId, shared },
    );
    return noteId;
  });
}
