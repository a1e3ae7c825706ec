import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema/index.ts';

/** Marks the user's unused code with this HMAC used; true when there was one. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** How many codes the user has: all ever issued in the current set, or only those not used. */
export async function countRecoveryCodes(db: Db, userId: string, only: 'all' | 'unused'): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(
      and(eq(recoveryCodes.userId, userId), only === 'unused' ? isNull(recoveryCodes.usedAt) : undefined),
    );
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** A new set of codes (their HMACs) in place of every earlier one. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await deleteRecoveryCodes(db, userId);
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}
