import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingFileDeletions, storedFiles, subjectAccessExports, users } from '../../db/schema/index.ts';
import type { Actor, FileAccessPolicy, StoredFile } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';

export type { StoredFile };

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return must(row, 'the new stored file');
}

/**
 * The file's owner id, for a policy's condition. Named with its table by hand: drizzle leaves a
 * column unqualified in a one-table select, and a policy may read another table with such a column.
 */
export const fileOwnerId = sql`${storedFiles}.${sql.identifier(storedFiles.ownerId.name)}`;

/** Whether the actor may read a claimed file, by its owner type; false for a type with no policy. */
export function readableBy(actor: Actor, policies: ReadonlyMap<string, FileAccessPolicy>): SQL {
  if (policies.size === 0) return sql`false`;
  const branches = [...policies].map(
    ([ownerType, policy]) =>
      sql`when ${ownerType} then (${fileOwnerId} is not null and ${policy.readable(actor, fileOwnerId)})`,
  );
  return sql`case ${storedFiles.ownerType} ${sql.join(branches, sql` `)} else false end`;
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

/** The uploader's own staged file under a key, if there is one. */
export async function findStagedFile(db: Db, storageKey: string, uploadedBy: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.storageKey, storageKey),
        eq(storedFiles.uploadedBy, uploadedBy),
        eq(storedFiles.status, 'staged'),
      ),
    );
  return row;
}

/** Claims a staged file for its owner as a file of `kind`; of two claims at once, one wins. */
export async function claimStagedFile(
  db: Db,
  id: string,
  kind: StoredFile['kind'],
  owner: { type: string; id: string },
  now: Date,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .update(storedFiles)
    .set({ status: 'claimed', claimedAt: now, kind, ownerType: owner.type, ownerId: owner.id })
    .where(and(eq(storedFiles.id, id), eq(storedFiles.status, 'staged')))
    .returning();
  return row;
}

/**
 * A condition on a file's row (for findStoredFileWithAccess): it is its owner's avatar now, so an
 * earlier avatar's address stops working. The owner id is read as a user's only for an avatar's
 * row, as the CASE makes sure: another owner's id need not be a uuid.
 */
export const isCurrentAvatar = sql`case when ${storedFiles.ownerType} = 'user-avatar' then exists (
  select 1 from ${users}
  where ${users.id} = ${fileOwnerId}::uuid
    and ${users.avatarKey} = ${storedFiles}.${sql.identifier(storedFiles.storageKey.name)}
) else false end`;

export async function findStaleStagedFiles(db: Db, olderThan: Date): Promise<StoredFile[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.status, 'staged'), lt(storedFiles.createdAt, olderThan)))
    .limit(500);
}

/** Deletes the row if it is still staged; answers whether it did (not if it was claimed meanwhile). */
export async function deleteStagedFileRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.status, 'staged')))
    .returning({ id: storedFiles.id });
  return deleted.length > 0;
}

/**
 * Whether anything accounts for a stored file: a file's row, a subject access export's zip (which
 * has no file row), or a deletion queued for the file-deletions task, whose work it is.
 */
export async function isKnownStorageKey(db: Db, storageKey: string): Promise<boolean> {
  const result = (await db.execute(sql`select
      exists (select 1 from ${storedFiles} where ${storedFiles.storageKey} = ${storageKey})
      or exists (select 1 from ${subjectAccessExports} where ${subjectAccessExports.storageKey} = ${storageKey})
      or exists (select 1 from ${pendingFileDeletions} where ${pendingFileDeletions.storageKey} = ${storageKey})
      as known`)) as unknown as { rows: Array<{ known: boolean }> };
  return result.rows[0]?.known === true;
}
