import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { auditEvents } from '../db/schema/index.ts';
import { recordAudit } from './audit-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('records who did what to what, when and from where', async () => {
    const admin = await createUser(t.db, 'Admin');
    const now = new Date('2026-11-21T10:00:00Z');
    const ctx = {
      db: t.db,
      actor: { userId: admin.id, role: 'Admin' as const, sessionId: 'none' },
      ip: '203.0.113.9',
      requestId: 'req-1',
      now: () => now,
    };
    await recordAudit(ctx, 'case.viewed', { type: 'case', id: 42 }, { via: 'test' });
    const [row] = await t.db.select().from(auditEvents).where(eq(auditEvents.requestId, 'req-1'));
    expect(row).toMatchObject({
      actorUserId: admin.id,
      actorIp: '203.0.113.9',
      action: 'case.viewed',
      targetType: 'case',
      targetId: '42',
      details: { via: 'test' },
      occurredAt: now,
    });
  });

  it('cannot be changed or deleted', async () => {
    const ctx = { db: t.db, actor: null, ip: null, requestId: 'req-2', now: () => new Date() };
    await recordAudit(ctx, 'user.signed_in', null);
    await expect(t.db.execute(sql`update audit_events set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.requestId, 'req-2'));
    expect(rows[0]?.action).toBe('user.signed_in');
  });

  it('rolls back with the transaction it belongs to', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(
          { db: tx, actor: null, ip: null, requestId: 'req-3', now: () => new Date() },
          'x',
          null,
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.requestId, 'req-3'));
    expect(rows).toHaveLength(0);
  });
});
