import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, refreshSession, signIn } from '../../../test/factories.ts';
import { scheduleOf } from '../../../test/jobs.ts';
import {
  oneTimeTokens,
  recoveryCodes,
  refreshTokens,
  sessions,
  signInThrottle,
} from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

/** The expired-links and expired-sessions schedules, run by the scheduler on the test's clock. */
const DAY = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
const hash = () => randomBytes(16).toString('hex');
const schedule = async (name: string) => scheduleOf(t.db, name);

describe('the expired-links schedule', () => {
  it('deletes links used or expired over a week ago, and keeps open and recent ones', async () => {
    t.clock.set('2026-06-01T03:00:00Z');
    const user = await createUser(t.db, 'Client');
    const link = (values: { createdAt: Date; expiresAt: Date; usedAt?: Date }) => ({
      userId: user.id,
      purpose: 'reset' as const,
      tokenHash: hash(),
      ...values,
    });
    const rows = await t.db
      .insert(oneTimeTokens)
      .values([
        link({ createdAt: ago(10), expiresAt: ago(3), usedAt: ago(8) }), // used 8 days ago
        link({ createdAt: ago(20), expiresAt: ago(13) }), // expired 13 days ago, never used
        link({ createdAt: ago(10), expiresAt: ago(3), usedAt: ago(6.5) }), // used six and a half days ago
        link({ createdAt: ago(12), expiresAt: ago(5) }), // expired 5 days ago
        link({ createdAt: ago(1), expiresAt: new Date(t.clock.now().getTime() + 6 * DAY) }), // open
      ])
      .returning({ id: oneTimeTokens.id });
    const ids = rows.map((row) => row.id);

    await t.app.services.jobs.drain();
    const left = await t.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(inArray(oneTimeTokens.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual(ids.slice(2).sort());
    expect((await schedule('expired-links')).lastResult).toEqual({ links: 2 });

    // Daily: the link used six and a half days ago goes at tomorrow's run, not before.
    t.clock.advance(DAY - 1);
    await t.app.services.jobs.drain();
    expect(await t.db.select().from(oneTimeTokens).where(inArray(oneTimeTokens.id, ids))).toHaveLength(3);
    t.clock.advance(1);
    await t.app.services.jobs.drain();
    const after = await t.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(inArray(oneTimeTokens.id, ids));
    expect(after.map((row) => row.id).sort()).toEqual(ids.slice(3).sort());
  });
});

describe('the expired-sessions schedule', () => {
  it('deletes sessions ended or expired over 30 days ago with their refresh tokens, and keeps live and recent ones', async () => {
    t.clock.set('2026-07-01T03:00:00Z');
    const user = await createUser(t.db, 'Client');
    const live = await signIn(t, user);
    const session = async (values: { createdAt: Date; expiresAt: Date; revokedAt?: Date }) => {
      const id = randomUUID();
      await t.db.insert(sessions).values({ id, userId: user.id, lastUsedAt: values.createdAt, ...values });
      await t.db.insert(refreshTokens).values([
        { tokenHash: hash(), sessionId: id, createdAt: values.createdAt, usedAt: values.createdAt },
        { tokenHash: hash(), sessionId: id, createdAt: values.createdAt },
      ]);
      return id;
    };
    const revokedLongAgo = await session({ createdAt: ago(40), expiresAt: ago(-20), revokedAt: ago(31) });
    const expiredLongAgo = await session({ createdAt: ago(32), expiresAt: ago(31) });
    const revokedRecently = await session({ createdAt: ago(40), expiresAt: ago(10), revokedAt: ago(29) });
    const expiredRecently = await session({ createdAt: ago(30), expiresAt: ago(29) });
    // A used recovery code is kept: it shows the person one of their codes was spent.
    const [code] = await t.db
      .insert(recoveryCodes)
      .values({ userId: user.id, codeHash: hash(), createdAt: ago(400), usedAt: ago(300) })
      .returning({ id: recoveryCodes.id });
    // Sign-in failures against an address: one untouched for 31 days goes, a recent one stays.
    await t.db.insert(signInThrottle).values([
      { key: 'forgotten@example.test', failures: 2, updatedAt: ago(31) },
      { key: 'recent@example.test', failures: 3, updatedAt: ago(2) },
    ]);

    await t.app.services.jobs.drain();
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.id).sort()).toEqual(
      [revokedRecently, expiredRecently, await liveSessionId(user.id)].sort(),
    );
    const tokensLeft = await t.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.sessionId, [revokedLongAgo, expiredLongAgo, revokedRecently]));
    expect(tokensLeft.map((row) => row.sessionId).sort()).toEqual([revokedRecently, revokedRecently]);
    expect(
      await t.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.id, must(code, 'the code').id)),
    ).toHaveLength(1);
    expect(
      (await t.db.select({ key: signInThrottle.key }).from(signInThrottle)).map((row) => row.key),
    ).toEqual(['recent@example.test']);
    expect((await schedule('expired-sessions')).lastResult).toEqual({
      sessions: 2,
      refreshTokens: 4,
      signInThrottles: 1,
    });

    // The live session still works.
    expect(await refreshSession(t, live.refreshToken)).toEqual(expect.any(String));
  });

  it('keeps a locked address while its lock holds, however old its last failure', async () => {
    t.clock.set('2026-08-01T03:00:00Z');
    await t.db.delete(signInThrottle);
    await t.db.insert(signInThrottle).values({
      key: 'locked@example.test',
      lockLevel: 9,
      lockedUntil: ago(-1),
      updatedAt: ago(31),
    });
    await t.app.services.jobs.drain();
    expect(await t.db.select().from(signInThrottle)).toHaveLength(1);
  });
});

async function liveSessionId(userId: string): Promise<string> {
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return must(
    rows.find((row) => row.revokedAt === null && row.expiresAt > t.clock.now()),
    'the live session',
  ).id;
}
