import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

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

/** Marks a valid code used and says what it was for; null when unknown, used, expired or not this user's. */
export async function consumeLinkCode(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<LinkPurpose | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(code)),
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ purpose: oneTimeTokens.purpose });
  return row?.purpose ?? null;
}

export function setPasswordLink(publicUrl: string, userId: string, code: string): string {
  const query = new URLSearchParams({ userId, code });
  return `${publicUrl}/account/set-password?${query.toString()}`;
}
