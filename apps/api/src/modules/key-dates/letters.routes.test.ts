import { API } from '@docket/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { openCase, seedCaseType } from '../../../test/case-fixtures.ts';
import { keyDatesScene } from '../../../test/case-scene.ts';
import { taskContext } from '../../../test/contexts.ts';
import {
  auditEvents,
  calendarEvents,
  caseDeadlineFacts,
  caseDocuments,
  documentChecks,
  documentTexts,
  keyDates,
} from '../../db/schema/index.ts';
import { eraseCase } from '../privacy/case-erasure.service.ts';

/**
 * "Add a letter" through the API (issue 32): the dates printed in a case's letter proposed from
 * its text, a preview of the rules that fit the case's facts, and the key dates made in one step,
 * all or none, counted from the letter's dates and linked to it.
 */
type Scene = Awaited<ReturnType<typeof keyDatesScene>>;
let scene: Scene;
let t: TestApp;
let letterId: number;
let otherCasesDocumentId: number;

const REFUSAL = [
  'Home Office',
  'UK Visas and Immigration',
  'Date: 18 December 2026',
  'Your protection claim made on 3/4/2025 has been refused.',
].join('\n');

const inUk = { location: 'in_uk', detained: false, acceleratedDetained: false, nassAccommodation: false };

beforeAll(async () => {
  scene = await keyDatesScene('2026-12-21T10:00:00Z');
  t = scene.t;
  const [letter] = await t.db
    .select({ id: caseDocuments.id })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, scene.caseId));
  if (!letter) throw new Error('the case has no document');
  letterId = letter.id;
  // The document checks' reading of the letter, as they store it.
  await t.db
    .insert(documentTexts)
    .values({ documentId: letterId, caseId: scene.caseId, page: 1, language: 'english', body: REFUSAL });
  const otherCase = await openCase(
    t,
    scene.client.auth,
    await seedCaseType(t, scene.admin.auth, 'Another type'),
  );
  const [other] = await t.db
    .select({ id: caseDocuments.id })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, otherCase));
  if (!other) throw new Error('the other case has no document');
  otherCasesDocumentId = other.id;
});
afterAll(() => t.close());

const letterDatesOf = (auth: Record<string, string>, documentId = letterId) =>
  scene.call(API.letterDates, auth, undefined, `?caseId=${scene.caseId}&documentId=${documentId}`);
const keyDatesOfCase = () => t.db.select().from(keyDates).where(eq(keyDates.caseId, scene.caseId));
const factsSaved = () =>
  t.db.select().from(caseDeadlineFacts).where(eq(caseDeadlineFacts.caseId, scene.caseId));

describe('the dates printed in a letter', () => {
  it('proposes the date printed beside "Date" first, with the words around it, and says whether the text is still being read', async () => {
    await t.db
      .update(documentChecks)
      .set({ status: 'running' })
      .where(eq(documentChecks.documentId, letterId));
    const reading = await letterDatesOf(scene.solicitor.auth);
    expect(reading.statusCode, reading.body).toBe(200);
    const answer = reading.json().data;
    expect(answer.proposals.map((proposal: { date: string }) => proposal.date)).toEqual([
      '2026-12-18',
      '2025-04-03',
    ]);
    expect(answer.proposals[0]).toMatchObject({
      before: 'Date: ',
      match: '18 December 2026',
      labelled: true,
      page: 1,
    });
    expect(answer.facts).toBeNull();
    expect(typeof answer.documentName).toBe('string');
    const checks = await t.db.select().from(documentChecks).where(eq(documentChecks.documentId, letterId));
    expect(answer.reading).toBe(checks.length > 0);
    await t.db.update(documentChecks).set({ status: 'done' }).where(eq(documentChecks.documentId, letterId));
    expect((await letterDatesOf(scene.solicitor.auth)).json().data.reading).toBe(false);
  });

  it('is the case’s staff’s: a client is refused, another solicitor and another case’s document are missing', async () => {
    expect((await letterDatesOf(scene.client.auth)).statusCode).toBe(403);
    const stranger = await letterDatesOf(scene.stranger.auth);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
    const elsewhere = await letterDatesOf(scene.solicitor.auth, otherCasesDocumentId);
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
  });
});

describe('the key dates of a letter', () => {
  const letter = { dateOnLetter: '2026-12-18' };
  const request = (ruleKeys: string[], extra: Record<string, unknown> = {}) => ({
    caseId: scene.caseId,
    documentId: letterId,
    letter,
    facts: inUk,
    ruleKeys,
    ...extra,
  });

  it('previews from the date on the letter, saying so, when it is not known when it was sent; saving nothing', async () => {
    const res = await scene.call(API.previewLetter, scene.solicitor.auth, request(['ftt.appeal.in_uk']));
    expect(res.statusCode, res.body).toBe(200);
    const [preview] = res.json().data.previews;
    expect(preview.ruleKey).toBe('ftt.appeal.in_uk');
    expect(preview.steps[0]).toEqual({
      code: 'trigger',
      params: { event: 'decision_sent', date: '2026-12-18', basis: 'date_on_letter_assumed_sent' },
    });
    // 14 days from Fri 18 Dec 2026 is Fri 1 Jan 2027, a bank holiday; the roll-forward is not
    // verified, so the earlier day is the safe one.
    expect(preview.safeDueDate).toBe('2027-01-01');
    expect(preview.verified).toBe(false);
    expect(await keyDatesOfCase()).toEqual([]);
  });

  it('refuses a rule that does not fit the facts, a notice rule without its date, and a sent date before the letter’s, changing nothing', async () => {
    const outside = await scene.call(
      API.previewLetter,
      scene.solicitor.auth,
      request(['ftt.appeal.outside_uk']),
    );
    expect([outside.statusCode, outside.json().code]).toEqual([400, 'RULE_NOT_APPLICABLE']);
    const notice = await scene.call(API.addFromLetter, scene.solicitor.auth, request(['ho.evidence_notice']));
    expect([notice.statusCode, notice.json().code]).toEqual([400, 'NOTICE_DATE_REQUIRED']);
    const early = await scene.call(
      API.addFromLetter,
      scene.solicitor.auth,
      request(['ftt.appeal.in_uk'], { letter: { dateOnLetter: '2026-12-18', dateSent: '2026-12-17' } }),
    );
    expect(early.statusCode).toBe(400);
    // The key the screens translate, and its English.
    expect(early.json().errors).toEqual([
      {
        field: 'letter.dateSent',
        code: 'letter.sentBeforeDated',
        errorMessage: 'The letter cannot have been sent before its date.',
      },
    ]);
    expect(await keyDatesOfCase()).toEqual([]);
    expect(await factsSaved()).toEqual([]);
  });

  it('makes all the dates or none: one rule not yet verified refuses the whole letter', async () => {
    await scene.call(API.verifyRule, scene.admin.auth, { ruleKey: 'ftt.appeal.in_uk' });
    const res = await scene.call(
      API.addFromLetter,
      scene.solicitor.auth,
      request(['ftt.appeal.in_uk', 'ho.asylum_questionnaire']),
    );
    expect([res.statusCode, res.json().code]).toEqual([409, 'RULE_NOT_VERIFIED']);
    expect(await keyDatesOfCase()).toEqual([]);
    expect(await factsSaved()).toEqual([]);
  });

  it('counts each rule from the letter’s date sent, links the dates to the letter, and keeps the case’s facts for the next letter', async () => {
    await scene.call(API.verifyRule, scene.admin.auth, { ruleKey: 'ho.asylum_questionnaire' });
    const res = await scene.call(
      API.addFromLetter,
      scene.solicitor.auth,
      request(['ftt.appeal.in_uk', 'ho.asylum_questionnaire'], {
        letter: { dateOnLetter: '2026-12-18', dateSent: '2026-12-21' },
        clientVisible: false,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ids).toHaveLength(2);
    const made = await keyDatesOfCase();
    expect(made.map((row) => [row.ruleKey, row.triggerDate, row.letterDocumentId, row.critical])).toEqual(
      expect.arrayContaining([
        ['ftt.appeal.in_uk', '2026-12-21', letterId, true],
        ['ho.asylum_questionnaire', '2026-12-21', letterId, true],
      ]),
    );
    // Mon 21 Dec 2026 + 14 calendar days = Mon 4 Jan 2027.
    expect(made.find((row) => row.ruleKey === 'ftt.appeal.in_uk')?.safeDueDate).toBe('2027-01-04');
    const [facts] = await factsSaved();
    expect(facts).toMatchObject(inUk);
    expect((await letterDatesOf(scene.solicitor.auth)).json().data.facts).toEqual(inUk);
    const audit = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'key_date.letter_added'), ne(auditEvents.targetId, '')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({
      documentId: letterId,
      ruleKeys: ['ftt.appeal.in_uk', 'ho.asylum_questionnaire'],
    });
  });
});

describe('done, with its evidence', () => {
  it('takes one of the case’s documents as the proof a date was done, and no other case’s', async () => {
    const [first] = await keyDatesOfCase();
    const id = first?.id;
    const elsewhere = await scene.call(API.completeKeyDate, scene.solicitor.auth, {
      id,
      evidenceDocumentId: otherCasesDocumentId,
    });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    const unknown = await scene.call(API.completeKeyDate, scene.solicitor.auth, {
      id,
      evidenceFileId: crypto.randomUUID(),
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
    expect((await keyDatesOfCase()).find((row) => row.id === id)?.status).toBe('open');
    const done = await scene.call(API.completeKeyDate, scene.solicitor.auth, {
      id,
      evidenceDocumentId: letterId,
    });
    expect(done.statusCode, done.body).toBe(200);
    const answered = await scene.call(
      API.keyDatesForCase,
      scene.solicitor.auth,
      undefined,
      `?caseId=${scene.caseId}`,
    );
    expect(answered.json().data.keyDates.find((keyDate: { id: number }) => keyDate.id === id)).toMatchObject({
      status: 'done',
      evidenceDocumentId: letterId,
    });
  });
});

describe('privacy', () => {
  it('an anonymised case keeps no facts of hers, no appointments, and its key dates no link to the letter erased with it', async () => {
    expect(await factsSaved()).toHaveLength(1);
    const event = await scene.call(API.addEvent, scene.solicitor.auth, {
      caseId: scene.caseId,
      kind: 'ho_interview',
      startsAt: '2027-01-12T10:00:00Z',
      location: 'Lunar House, Croydon',
      interpreterLanguage: 'ti',
      clientVisible: true,
    });
    expect(event.statusCode, event.body).toBe(200);
    await t.db.transaction((tx) =>
      eraseCase(taskContext(t, { db: tx }), scene.caseId, 'anonymise', t.clock.now(), 'erasure'),
    );
    expect(await factsSaved()).toEqual([]);
    expect(await t.db.select().from(calendarEvents).where(eq(calendarEvents.caseId, scene.caseId))).toEqual(
      [],
    );
    expect((await keyDatesOfCase()).map((row) => [row.letterDocumentId, row.evidenceDocumentId])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
