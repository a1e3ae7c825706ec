import { API, DEFAULT_RETENTION_MONTHS } from '@docket/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { caseTypeBody } from '../../../test/case-type-fixtures.ts';
import { taskContext } from '../../../test/contexts.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { fullCase, type People, people } from '../../../test/retention-fixtures.ts';
import { auditEvents, cases, caseTypes } from '../../db/schema/index.ts';
import { runRetention } from './retention.service.ts';

/** Retention months on case types, legal holds and the privacy overview, through the API (decision 041). */

let t: TestApp;
let who: People;
let solicitorAuth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2024-01-15T10:00:00.000Z');
  who = await people(t);
  solicitorAuth = (await signIn(t, await createUser(t.db, 'Solicitor'))).auth;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const admin = async () => (await signIn(t, who.admin)).auth;
const send = async (
  route: { method: string; path: string },
  payload: Record<string, unknown>,
  headers?: Record<string, string>,
) =>
  t.app.inject({
    method: route.method as 'POST',
    url: route.path,
    headers: headers ?? (await admin()),
    payload,
  });
const get = async (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers: headers ?? (await admin()) });

describe('retention months of a case type', () => {
  const readType = async (id: number) => (await get(`${API.getCaseTypeById.path}?id=${id}`)).json().data;

  it('defaults to six years when left out, as a client of the specification sends it', async () => {
    const res = await send(API.createCaseType, caseTypeBody('Family reunion'));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect((await readType(id)).retentionMonths).toBe(DEFAULT_RETENTION_MONTHS);
    const list = (await get(API.getCaseTypes.path)).json().data as Array<{
      id: number;
      retentionMonths: number;
    }>;
    expect(list.find((type) => type.id === id)?.retentionMonths).toBe(72);
  });

  it('is set on create, kept when an update leaves it out, changed when one sends it, on the record', async () => {
    const created = await send(API.createCaseType, { ...caseTypeBody('Fresh claim'), retentionMonths: 120 });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await readType(id)).retentionMonths).toBe(120);

    const current = await readType(id);
    const body = {
      ...caseTypeBody('Fresh claim'),
      id,
      requiredDocuments: current.requiredDocuments.map((d: { id: number; documentName: string }) => ({
        id: d.id,
        documentTypeId: '1',
        documentName: d.documentName,
      })),
      eligibilityDocuments: current.eligibilityDocuments.map(
        (d: { id: number; documentName: string; supportType: number }) => ({
          id: d.id,
          documentTypeId: '2',
          documentName: d.documentName,
          supportType: d.supportType,
        }),
      ),
    };
    const kept = await send(API.updateCaseType, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await readType(id)).retentionMonths).toBe(120);

    const changed = await send(API.updateCaseType, { ...body, retentionMonths: 24 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await readType(id)).retentionMonths).toBe(24);
    const [row] = await t.db.select().from(caseTypes).where(eq(caseTypes.id, id));
    expect(row?.retentionMonths).toBe(24);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'case_type.updated'), eq(auditEvents.targetId, String(id))));
    expect(events.map((event) => event.details.retentionMonths)).toEqual([undefined, { from: 120, to: 24 }]);
  });

  it.each([0, 1201, 6.5, 'six years', null])(
    'refuses %j months with the field named, changing nothing',
    async (value) => {
      const res = await send(API.createCaseType, {
        ...caseTypeBody(`Refused ${String(value)}`),
        retentionMonths: value,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain('retentionMonths');
      const [row] = await t.db
        .select()
        .from(caseTypes)
        .where(eq(caseTypes.name, `Refused ${String(value)}`));
      expect(row).toBeUndefined();
    },
  );
});

describe('legal holds', () => {
  it('places a hold with its reason, shows it to administrators only, and lifts it, both on the record', async () => {
    const { caseId } = await fullCase(t, who, { close: true });
    const placed = await send(API.placeLegalHold, { caseId, reason: '  Litigation hold: claim 2024/113  ' });
    expect(placed.statusCode, placed.body).toBe(200);

    const detail = (await get(`${API.getCaseById.path}?id=${caseId}`)).json().data;
    expect(detail.legalHold).toEqual({
      reason: 'Litigation hold: claim 2024/113',
      heldByName: `${who.admin.firstName} ${who.admin.lastName}`,
      heldAt: '2024-01-15T10:00:00.000Z',
    });
    const asClient = (
      await get(`${API.getCaseById.path}?id=${caseId}`, (await signIn(t, who.client)).auth)
    ).json();
    expect(asClient.data).not.toHaveProperty('legalHold');
    expect(asClient.data.id).toBe(caseId);

    const again = await send(API.placeLegalHold, { caseId, reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LEGAL_HOLD_ALREADY_PLACED');

    t.clock.advance(60_000);
    const lifted = await send(API.liftLegalHold, { caseId, reason: 'Claim settled' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await get(`${API.getCaseById.path}?id=${caseId}`)).json().data.legalHold).toBeNull();
    const liftAgain = await send(API.liftLegalHold, { caseId, reason: 'Again' });
    expect(liftAgain.statusCode).toBe(409);
    expect(liftAgain.json().code).toBe('NO_LEGAL_HOLD');

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'case'), eq(auditEvents.targetId, String(caseId))));
    const holds = events.filter((event) => event.action.startsWith('case.legal_hold'));
    expect(holds.map((event) => [event.action, event.actorUserId, event.details.reason])).toEqual([
      ['case.legal_hold_placed', who.admin.id, 'Litigation hold: claim 2024/113'],
      ['case.legal_hold_lifted', who.admin.id, 'Claim settled'],
    ]);
  }, 60_000);

  it('answers 404 for a case that is not there, and 400 without a reason, changing nothing', async () => {
    const missing = await send(API.placeLegalHold, { caseId: 987_654, reason: 'Hold' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CASE_NOT_FOUND');
    expect((await send(API.liftLegalHold, { caseId: 987_654, reason: 'Lift' })).statusCode).toBe(404);

    const { caseId } = await fullCase(t, who);
    for (const reason of ['', '   ']) {
      const res = await send(API.placeLegalHold, { caseId, reason });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('reason');
    }
    const [row] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row?.legalHoldAt).toBeNull();
  }, 60_000);

  it('is for administrators only', async () => {
    const { caseId } = await fullCase(t, who);
    const res = await send(API.placeLegalHold, { caseId, reason: 'Mine' }, solicitorAuth);
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row?.legalHoldAt).toBeNull();
  }, 60_000);
});

describe('the privacy overview', () => {
  it('lists what falls due soonest first, the held cases, the latest erasures and the schedule', async () => {
    const fresh = await buildTestApp();
    const prev = { t, who };
    try {
      t = fresh;
      t.clock.set('2022-06-01T00:00:00.000Z');
      who = await people(t);
      const soon = await fullCase(t, who, { close: true, retentionMonths: 1 });
      t.clock.advance(10 * 24 * 60 * 60_000);
      const later = await fullCase(t, who, { close: true, retentionMonths: 1 });
      const held = await fullCase(t, who, { close: true, retentionMonths: 1 });
      await fullCase(t, who, { retentionMonths: 1 });
      const gone = await fullCase(t, who, { close: true, retentionMonths: 1 });
      expect(
        (await send(API.placeLegalHold, { caseId: held.caseId, reason: 'Complaint open' })).statusCode,
      ).toBe(200);

      // 2022-07-05: `soon` fell due on 07-01 (the next run takes it), the others fall due on 07-11.
      t.clock.set('2022-07-05T00:00:00.000Z');
      const overview = (await get(`${API.privacyOverview.path}`)).json().data;
      expect(overview.days).toBe(30);
      expect(overview.dueSoon.map((row: { caseId: number }) => row.caseId)).toEqual([
        soon.caseId,
        later.caseId,
        gone.caseId,
      ]);
      expect(overview.dueSoon[0]).toMatchObject({
        caseTypeName: expect.any(String),
        clientName: `${who.client.firstName} ${who.client.lastName}`,
        status: 'Closed',
        closedAt: '2022-06-01T00:00:00.000Z',
        retentionMonths: 1,
        eraseAfter: '2022-07-01T00:00:00.000Z',
      });
      expect(overview.held).toEqual([
        expect.objectContaining({
          caseId: held.caseId,
          reason: 'Complaint open',
          heldByName: `${who.admin.firstName} ${who.admin.lastName}`,
        }),
      ]);
      expect(overview.recentErasures).toEqual([]);
      expect(overview.schedule).toEqual([]);

      const narrow = (await get(`${API.privacyOverview.path}?days=1`)).json().data;
      expect(narrow.dueSoon.map((row: { caseId: number }) => row.caseId)).toEqual([soon.caseId]);
      expect((await get(`${API.privacyOverview.path}?days=0`)).statusCode).toBe(400);

      await t.app.services.jobs.drain();
      const after = (await get(API.privacyOverview.path)).json().data;
      expect(after.dueSoon.map((row: { caseId: number }) => row.caseId)).toEqual([later.caseId, gone.caseId]);
      expect(after.recentErasures).toEqual([
        expect.objectContaining({
          subjectType: 'case',
          subjectId: String(soon.caseId),
          rule: 'retention',
          erasedByName: null,
          erasedAt: '2022-07-05T00:00:00.000Z',
        }),
      ]);
      expect(after.schedule.map((task: { name: string }) => task.name)).toEqual(
        expect.arrayContaining(['file-deletions', 'retention']),
      );
      const retention = after.schedule.find((task: { name: string }) => task.name === 'retention');
      // When the run finished is pg-boss's time, the real one (the test's clock is years back).
      expect(retention).toMatchObject({ lastFinishedAt: expect.any(String), lastResult: { cases: 1 } });
      // Nothing more falls due until the 11th.
      expect((await runRetention(taskContext(t), t.clock.now())).cases).toBe(0);
    } finally {
      await fresh.close();
      ({ t, who } = prev);
    }
  }, 120_000);

  it('is for administrators only', async () => {
    expect((await get(API.privacyOverview.path, solicitorAuth)).statusCode).toBe(403);
    expect((await get(API.privacyOverview.path, (await signIn(t, who.client)).auth)).statusCode).toBe(403);
  });
});
