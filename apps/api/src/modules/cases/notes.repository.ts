import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseNotes, users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

/** The case's notes with their authors, newest first: every note, or those `clientReader` may read (her own and the shared). */
export async function findNotes(db: Db, caseId: number, clientReader?: string) {
  const visibility = clientReader
    ? and(
        eq(caseNotes.caseId, caseId),
        or(eq(caseNotes.isSharedWithClient, true), eq(caseNotes.authorId, clientReader)),
      )
    : eq(caseNotes.caseId, caseId);
  return db
    .select({ note: caseNotes, author: users })
    .from(caseNotes)
    .innerJoin(users, eq(users.id, caseNotes.authorId))
    .where(visibility)
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id));
}

export async function insertNote(db: Db, values: typeof caseNotes.$inferInsert): Promise<number> {
  const [row] = await db.insert(caseNotes).values(values).returning({ id: caseNotes.id });
  return must(row, 'the new note').id;
}
