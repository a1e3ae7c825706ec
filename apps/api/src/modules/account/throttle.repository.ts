import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottle } from '../../db/schema/index.ts';

export const MAX_FAILURES = 5;
const BASE_LOCK_MS = 5 * 60_000;
const MAX_LOCK_MS = 60 * 60_000;

/** How long the n-th lock lasts: 5 minutes, doubling each time, at most an hour. */
export function lockDurationMs(lockLevel: number): number {
  return Math.min(BASE_LOCK_MS * 2 ** Math.max(0, lockLevel - 1), MAX_LOCK_MS);
}

export function throttleKey(email: string): string {
  return email.trim().toLowerCase();
}

/** When sign-in for this address is locked, the moment it opens again. */
export async function lockedUntil(db: Db, key: string, now: Date): Promise<Date | null> {
  const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.key, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failed password, TOTP or recovery code. The fifth in a row locks sign-in; the
 * lock level only falls back after a success, so repeated lockouts grow longer.
 */
export async function recordFailure(db: Db, key: string, now: Date): Promise<{ lockedUntil: Date | null }> {
  return db.transaction(async (tx) => {
    await tx.insert(signInThrottle).values({ key, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(signInThrottle).where(eq(signInThrottle.key, key)).for('update');
    const failures = (row?.failures ?? 0) + 1;
    if (failures < MAX_FAILURES) {
      await tx.update(signInThrottle).set({ failures, updatedAt: now }).where(eq(signInThrottle.key, key));
      return { lockedUntil: null };
    }
    const lockLevel = (row?.lockLevel ?? 0) + 1;
    const until = new Date(now.getTime() + lockDurationMs(lockLevel));
    await tx
      .update(signInThrottle)
      .set({ failures: 0, lockLevel, lockedUntil: until, updatedAt: now })
      .where(eq(signInThrottle.key, key));
    return { lockedUntil: until };
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}
