import { API } from '@docket/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyDatesScene } from '../../../test/case-scene.ts';
import { keyDateChanges, keyDates, ruleVerifications } from '../../db/schema/index.ts';

/**
 * A new version of a rule (issue 32, decision 046): it never moves a date counted by an older one;
 * the case's staff are offered it, and taking it makes a new date from the same trigger day while
 * the old one is superseded. A date counted by an older version is made here as an older Docket
 * wrote it: the same row, its rule's version one below the version the product now ships.
 */
type Scene = Awaited<ReturnType<typeof keyDatesScene>>;
let scene: Scene;
let olderId: number;

beforeAll(async () => {
  scene = await keyDatesScene('2026-12-21T10:00:00Z');
  await scene.call(API.verifyRule, scene.admin.auth, { ruleKey: 'ftt.appeal.in_uk' });
  const added = await scene.call(API.addKeyDate, scene.solicitor.auth, {
    caseId: scene.caseId,
    ruleKey: 'ftt.appeal.in_uk',
    triggerDate: '2026-12-18',
  });
  olderId = added.json().data.id;
  await scene.t.db
    .update(keyDates)
    .set({ ruleVersion: 0, safeDueDate: '2026-12-31' })
    .where(eq(keyDates.id, olderId));
});
afterAll(() => scene.t.close());

const keyDateOf = async (id: number) => {
  const res = await scene.call(
    API.keyDatesForCase,
    scene.solicitor.auth,
    undefined,
    `?caseId=${scene.caseId}`,
  );
  return (res.json().data.keyDates as Array<Record<string, unknown>>).find((keyDate) => keyDate.id === id);
};

describe('a newer version of a rule', () => {
  it('is not offered until a solicitor of the firm has verified it', async () => {
    await scene.t.db.delete(ruleVerifications);
    expect(await keyDateOf(olderId)).toMatchObject({ ruleVersion: 0, newerRuleVersion: null });
    await scene.call(API.verifyRule, scene.admin.auth, { ruleKey: 'ftt.appeal.in_uk' });
  });

  it('is offered on the date counted by the older one, which keeps its day', async () => {
    expect(await keyDateOf(olderId)).toMatchObject({
      ruleVersion: 0,
      newerRuleVersion: 1,
      safeDueDate: '2026-12-31',
    });
  });

  it('is taken only by the case’s staff', async () => {
    expect((await scene.call(API.applyRuleVersion, scene.client.auth, { id: olderId })).statusCode).toBe(403);
    const stranger = await scene.call(API.applyRuleVersion, scene.stranger.auth, { id: olderId });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'KEY_DATE_NOT_FOUND']);
    expect(await keyDateOf(olderId)).toMatchObject({ status: 'open' });
  });

  it('makes a new date from the same trigger day by the latest version and supersedes the old one', async () => {
    const res = await scene.call(API.applyRuleVersion, scene.solicitor.auth, { id: olderId });
    expect(res.statusCode, res.body).toBe(200);
    const newId = res.json().data.id as number;
    expect(await keyDateOf(newId)).toMatchObject({
      ruleVersion: 1,
      newerRuleVersion: null,
      triggerDate: '2026-12-18',
      safeDueDate: '2027-01-01',
      status: 'open',
    });
    expect(await keyDateOf(olderId)).toMatchObject({ status: 'superseded', newerRuleVersion: null });
    const changes = await scene.t.db
      .select()
      .from(keyDateChanges)
      .where(eq(keyDateChanges.keyDateId, olderId));
    expect(changes.map((change) => change.kind)).toContain('superseded');
  });

  it('is refused once taken, and for a date counted by the latest version', async () => {
    const again = await scene.call(API.applyRuleVersion, scene.solicitor.auth, { id: olderId });
    expect([again.statusCode, again.json().code]).toEqual([409, 'KEY_DATE_NOT_OPEN']);
    const [latest] = await scene.t.db
      .select({ id: keyDates.id })
      .from(keyDates)
      .where(eq(keyDates.ruleVersion, 1));
    const current = await scene.call(API.applyRuleVersion, scene.solicitor.auth, { id: latest?.id });
    expect([current.statusCode, current.json().code]).toEqual([409, 'NO_NEWER_RULE_VERSION']);
  });
});
