import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';

export type LinkPurpose = 'reset' | 'invite';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  reset: 30 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
};

/** Creates a single-use link code (stored hashed); earlier unused codes of the same purpose die. */
export async function createLinkCode(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const code = randomToken();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: sha256(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return code;
}

/** What the link is for is read when it is used (useLink), where another request cannot change it. */
export type OpenLink = { id: string; userId: string; email: string };

/**
 * The link this code opens for this user, if it is still open (unused, not expired), with the
 * address the user signs in with; nothing is changed. SECURITY: one statement whatever is wrong.
 * It looks the link up by the hash of the code in a unique index, which a wrong code and an
 * unknown user miss alike, and reads nothing of the user before that: no other link of theirs,
 * no row that exists only for real users. Comparing the hash there leaks nothing a probe can use,
 * as learning a SHA-256 of a 256-bit code does not give the code.
 */
export async function findOpenLink(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<OpenLink | undefined> {
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      // As stored: the request's id may be spelled in capitals.
      userId: oneTimeTokens.userId,
      email: users.email,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(code)),
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Marks an open link used and says what it was for; null when another request used it first. */
export async function useLink(db: Db, id: string, now: Date): Promise<LinkPurpose | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ purpose: oneTimeTokens.purpose });
  return row?.purpose ?? null;
}

export function setPasswordLink(publicUrl: string, userId: string, code: string): string {
  const query = new URLSearchParams({ userId, code });
  return `${publicUrl}/account/set-password?${query.toString()}`;
}

/**
 * Password-reset and invitation links used, or expired, over a week ago. An open link (unused, not
 * expired) is never touched, however old.
 */
export async function clearExpiredLinks(db: Db, now: Date): Promise<{ links: number }> {
  const before = new Date(now.getTime() - HOUSEKEEPING_PERIODS.expiredLinks.keptMs);
  const deleted = await db
    .delete(oneTimeTokens)
    .where(
      or(
        and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, before)),
        lt(oneTimeTokens.expiresAt, before),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return { links: deleted.length };
}
