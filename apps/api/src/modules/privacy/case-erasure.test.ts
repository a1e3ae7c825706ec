import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { taskContext } from '../../../test/contexts.ts';
import {
  caseRow,
  fullCase,
  type People,
  people,
  stillStored,
  storedRows,
} from '../../../test/retention-fixtures.ts';
import {
  auditEvents,
  caseDocuments,
  caseNotes,
  type caseReminders,
  caseStatusChanges,
  checklistItems,
  type documentChecks,
  documentTexts,
  notifications,
  pendingFileDeletions,
} from '../../db/schema/index.ts';
import { caseAuditCondition, redactAuditEvents } from './case-erasure.repository.ts';
import { eraseCase } from './case-erasure.service.ts';
import { deletePendingFiles } from './file-deletions.service.ts';

/** The erasure of one case's contents (decision 041), on its own: what goes, what stays, what is queued. */

let t: TestApp;
let who: People;
beforeAll(async () => {
  t = await buildTestApp();
  who = await people(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const storage = () => t.app.services.files.storage;

async function countWhere(
  table:
    | typeof documentTexts
    | typeof documentChecks
    | typeof caseDocuments
    | typeof checklistItems
    | typeof caseNotes
    | typeof notifications
    | typeof caseReminders
    | typeof caseStatusChanges,
  caseId: number,
) {
  const rows = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.caseId, caseId));
  return rows[0]?.n ?? 0;
}

async function contentsOf(caseId: number) {
  return {
    texts: await countWhere(documentTexts, caseId),
    versions: await countWhere(caseDocuments, caseId),
    items: await countWhere(checklistItems, caseId),
    notes: await countWhere(caseNotes, caseId),
    notifications: await countWhere(notifications, caseId),
  };
}

const caseEvents = (caseId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'case'), eq(auditEvents.targetId, String(caseId))));

describe('eraseCase', () => {
  it("'erase' deletes the case and everything of it, queues its files, and blanks its audit details", async () => {
    const full = await fullCase(t, who, { close: true });
    const before = await contentsOf(full.caseId);
    expect(before.texts).toBeGreaterThan(0);
    expect(before.notes).toBe(1);
    expect(before.notifications).toBeGreaterThan(0);
    expect(full.caseKeys.length).toBe(3);
    expect((await caseEvents(full.caseId)).some((e) => Object.keys(e.details).length > 0)).toBe(true);

    const counts = await t.db.transaction((tx) =>
      eraseCase(taskContext(t, { db: tx }), full.caseId, 'erase', t.clock.now(), 'retention'),
    );

    expect(counts).toMatchObject({ documents: 2, files: 3, notes: 1 });
    expect(counts.bytes).toBeGreaterThan(0);
    expect(await caseRow(t, full.caseId)).toBeNull();
    expect(await contentsOf(full.caseId)).toEqual({
      texts: 0,
      versions: 0,
      items: 0,
      notes: 0,
      notifications: 0,
    });
    expect(await countWhere(caseStatusChanges, full.caseId)).toBe(0);
    expect(await storedRows(t, full.caseKeys)).toEqual([]);
    const queued = await t.db.select().from(pendingFileDeletions);
    expect(queued.map((row) => row.storageKey).sort()).toEqual(
      expect.arrayContaining([...full.caseKeys].sort()),
    );
    expect(queued.every((row) => row.reason === 'retention')).toBe(true);
    // The rows are gone; the bytes wait for the deletion task, after the commit.
    expect(await stillStored(storage(), full.caseKeys)).toEqual(full.caseKeys);

    const events = await caseEvents(full.caseId);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.details).toEqual({});
      expect(event.actorIp).toBeNull();
      expect(event.action).not.toBe('');
    }

    expect(await deletePendingFiles(taskContext(t), t.clock.now())).toEqual({
      files: queued.length,
    });
    expect(await stillStored(storage(), full.caseKeys)).toEqual([]);
    expect(await t.db.select().from(pendingFileDeletions)).toEqual([]);
    // The case type's own template is every case's: it stays.
    expect(await stillStored(storage(), [full.typeTemplateKey])).toEqual([full.typeTemplateKey]);
  }, 60_000);

  it("'anonymise' empties the case but keeps its row, type, dates, status and history without reasons", async () => {
    const full = await fullCase(t, who, { close: true });
    const before = await caseRow(t, full.caseId);
    const counts = await t.db.transaction((tx) =>
      eraseCase(taskContext(t, { db: tx }), full.caseId, 'anonymise', t.clock.now(), 'erasure'),
    );
    expect(counts).toMatchObject({ documents: 2, files: 3, notes: 1 });
    const after = await caseRow(t, full.caseId);
    expect(after).toMatchObject({
      status: 'Closed',
      caseTypeId: before?.caseTypeId,
      clientId: before?.clientId,
      createdAt: before?.createdAt,
      closedAt: before?.closedAt,
      description: null,
      clientName: '',
      searchText: '',
      neededCount: 0,
      awaitingReviewCount: 0,
      stage: 'Complete',
    });
    expect(after?.anonymisedAt).toEqual(t.clock.now());
    expect(await contentsOf(full.caseId)).toEqual({
      texts: 0,
      versions: 0,
      items: 0,
      notes: 0,
      notifications: 0,
    });
    const history = await t.db
      .select()
      .from(caseStatusChanges)
      .where(eq(caseStatusChanges.caseId, full.caseId));
    expect(history.length).toBe(1);
    expect(history[0]?.reason).toBeNull();
    expect(await storedRows(t, full.caseKeys)).toEqual([]);
    const queued = await t.db.select().from(pendingFileDeletions);
    expect(queued.filter((row) => full.caseKeys.includes(row.storageKey)).map((row) => row.reason)).toEqual([
      'erasure',
      'erasure',
      'erasure',
    ]);
    for (const event of await caseEvents(full.caseId)) expect(event.details).toEqual({});
  }, 60_000);

  it('rolls back whole: a failure after it leaves every row and file in place', async () => {
    const full = await fullCase(t, who, { close: true });
    const before = await contentsOf(full.caseId);
    await expect(
      t.db.transaction(async (tx) => {
        await eraseCase(taskContext(t, { db: tx }), full.caseId, 'erase', t.clock.now(), 'retention');
        throw new Error('the tombstone could not be written');
      }),
    ).rejects.toThrow('tombstone');
    expect(await caseRow(t, full.caseId)).not.toBeNull();
    expect(await contentsOf(full.caseId)).toEqual(before);
    expect(await stillStored(storage(), full.caseKeys)).toEqual(full.caseKeys);
    expect((await caseEvents(full.caseId)).some((e) => Object.keys(e.details).length > 0)).toBe(true);
  }, 60_000);

  it('leaves the audit trail append-only outside a redaction', async () => {
    const full = await fullCase(t, who);
    const condition = caseAuditCondition(full.caseId, []);
    await expect(t.db.update(auditEvents).set({ details: {} }).where(condition)).rejects.toThrow();
    // The redaction turns the setting off behind it: nothing later in its transaction may lean on it.
    await expect(
      t.db.transaction(async (tx) => {
        expect(await redactAuditEvents(tx, condition)).toBeGreaterThan(0);
        await tx.update(auditEvents).set({ actorIp: '192.0.2.1' }).where(condition);
      }),
    ).rejects.toThrow();
    // Nor can a redaction change what happened: only details and the address.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local docket.audit_redaction = 'on'`);
        await tx.update(auditEvents).set({ action: 'case.nothing' }).where(condition);
      }),
    ).rejects.toThrow();
    // Nor write something else in their place: blanked is all they can become.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local docket.audit_redaction = 'on'`);
        await tx
          .update(auditEvents)
          .set({ details: { forged: true } })
          .where(condition);
      }),
    ).rejects.toThrow();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local docket.audit_redaction = 'on'`);
        await tx.update(auditEvents).set({ details: {}, actorIp: '192.0.2.1' }).where(condition);
      }),
    ).rejects.toThrow();
  }, 60_000);

  it('keeps the row of a file the store fails to delete, for the next run, and deletes the others', async () => {
    await deletePendingFiles(taskContext(t), t.clock.now());
    const full = await fullCase(t, who, { close: true });
    await t.db.transaction((tx) =>
      eraseCase(taskContext(t, { db: tx }), full.caseId, 'erase', t.clock.now(), 'retention'),
    );
    const [stuck, ...rest] = full.caseKeys;
    const failing = {
      ...storage(),
      delete: async (key: string) => {
        if (key === stuck) throw new Error('the store is unreachable');
        await storage().delete(key);
      },
    };
    expect(await deletePendingFiles(taskContext(t, { storage: failing }), t.clock.now())).toEqual({
      files: rest.length,
    });
    expect((await t.db.select().from(pendingFileDeletions)).map((row) => row.storageKey)).toEqual([stuck]);
    expect(await stillStored(storage(), full.caseKeys)).toEqual([stuck]);
    expect(await deletePendingFiles(taskContext(t), t.clock.now())).toEqual({
      files: 1,
    });
    expect(await stillStored(storage(), full.caseKeys)).toEqual([]);
  }, 60_000);

  it('counts a file already gone from the store as deleted', async () => {
    await deletePendingFiles(taskContext(t), t.clock.now());
    await t.db.insert(pendingFileDeletions).values({
      storageKey: 'case-document/00000000-0000-4000-8000-000000000000',
      queuedAt: t.clock.now(),
      reason: 'retention',
    });
    expect(await deletePendingFiles(taskContext(t), t.clock.now())).toEqual({
      files: 1,
    });
    expect(await t.db.select().from(pendingFileDeletions)).toEqual([]);
  });
});
