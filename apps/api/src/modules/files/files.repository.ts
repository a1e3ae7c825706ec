import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

export type StoredFile = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}

/**
 * The file's owner id, for a policy's condition. Named with its table by hand: drizzle leaves a
 * column unqualified in a one-table select, and a policy may read another table with such a column.
 */
export const fileOwnerId = sql`${storedFiles}.${sql.identifier(storedFiles.ownerId.name)}`;

export async function findStoredFileByKey(db: Db, storageKey: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.storageKey, storageKey));
  return row;
}

/**
 * The file under this key and whether `readable`, a condition on its row, holds: one statement,
 * so that deciding costs no further query for a file that exists than for one that does not.
 */
export async function findStoredFileWithAccess(
  db: Db,
  storageKey: string,
  readable: SQL,
): Promise<{ file: StoredFile; readable: boolean } | undefined> {
  const [row] = await db
    .select({ file: storedFiles, readable: sql<boolean>`coalesce(${readable}, false)` })
    .from(storedFiles)
    .where(eq(storedFiles.storageKey, storageKey));
  return row;
}

/** Claims a staged upload for its owner; only the uploader's own staged file of that kind qualifies. */
export async function claimStagedFile(
  db: Db,
  where: { storageKey: string; uploadedBy: string; kinds: readonly string[] },
  owner: { type: string; id: string },
  now: Date,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .update(storedFiles)
    .set({ status: 'claimed', claimedAt: now, ownerType: owner.type, ownerId: owner.id })
    .where(
      and(
        eq(storedFiles.storageKey, where.storageKey),
        eq(storedFiles.uploadedBy, where.uploadedBy),
        eq(storedFiles.status, 'staged'),
        inArray(storedFiles.kind, where.kinds as StoredFile['kind'][]),
      ),
    )
    .returning();
  return row;
}

export async function findStaleStagedFiles(db: Db, olderThan: Date): Promise<StoredFile[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.status, 'staged'), lt(storedFiles.createdAt, olderThan)))
    .limit(500);
}

export async function deleteStoredFileRow(db: Db, id: string): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.status, 'staged')));
}
