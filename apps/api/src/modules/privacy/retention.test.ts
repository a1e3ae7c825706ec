import { API } from '@docket/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { taskContext } from '../../../test/contexts.ts';
import { signIn } from '../../../test/factories.ts';
import { scheduleOf } from '../../../test/jobs.ts';
import {
  caseRow,
  type FullCase,
  fullCase,
  type People,
  people,
  stillStored,
  storedRows,
} from '../../../test/retention-fixtures.ts';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import type { Db } from '../../db/client.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import {
  auditEvents,
  caseNotes,
  documentTexts,
  erasureTombstones,
  pendingFileDeletions,
} from '../../db/schema/index.ts';
import { createJobEngine } from '../../lib/jobs/engine.ts';
import { retentionJob } from './privacy.job.ts';
import { runRetention } from './retention.service.ts';

/**
 * The retention schedule (decision 041) on the controlled clock, with the files on local disk and
 * in an object store: a closed case past its type's period is erased with its files, text and notes,
 * leaving a tombstone and an audit record; a held, open or not-yet-due case is left whole.
 */

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
}, 60_000);
afterAll(async () => {
  await s3?.close();
});

const T0 = '2020-03-10T09:00:00.000Z';
/** Twelve calendar months after T0, as PostgreSQL adds them. */
const T0_PLUS_YEAR = '2021-03-10T09:00:00.000Z';
const DAY = 24 * 60 * 60_000;

const backends: Array<[string, () => Record<string, string>]> = [
  ['local disk', () => ({})],
  ['object storage', () => s3.env(`retention-${Math.random().toString(16).slice(2, 8)}`)],
];

describe.each(backends)('retention with files on %s', (_name, env) => {
  let t: TestApp;
  let who: People;
  const c: Record<'past' | 'held' | 'open' | 'dayShort' | 'lifted' | 'defaultType', FullCase> = {} as never;

  const post = async (route: { path: string }, payload: Record<string, unknown>) => {
    // The clock moves by months: sign in again at its time rather than hold an expired token.
    const auth = (await signIn(t, who.admin)).auth;
    return t.app.inject({ method: 'POST', url: route.path, headers: auth, payload });
  };
  const storage = () => t.app.services.files.storage;
  const tombstonesOf = (caseId: number) =>
    t.db
      .select()
      .from(erasureTombstones)
      .where(and(eq(erasureTombstones.subjectType, 'case'), eq(erasureTombstones.subjectId, String(caseId))));
  const eventsOf = (caseId: number) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'case'), eq(auditEvents.targetId, String(caseId))));

  beforeAll(async () => {
    t = await buildTestApp({ env: env() });
    t.clock.set(T0);
    who = await people(t);
    c.past = await fullCase(t, who, { close: true, retentionMonths: 12 });
    c.held = await fullCase(t, who, { close: true, retentionMonths: 12 });
    c.open = await fullCase(t, who, { retentionMonths: 12 });
    c.lifted = await fullCase(t, who, { close: true, retentionMonths: 12 });
    c.defaultType = await fullCase(t, who, { close: true });
    t.clock.advance(DAY);
    c.dayShort = await fullCase(t, who, { close: true, retentionMonths: 12 });
    for (const held of [c.held, c.lifted]) {
      const res = await post(API.placeLegalHold, { caseId: held.caseId, reason: 'Judicial review pending' });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The first run is due at once, with nothing yet to erase.
    await t.app.services.jobs.drain();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('erases a closed case once its period has passed, with its files, text, notes and audit details', async () => {
    t.clock.set(T0_PLUS_YEAR);
    const before = await storedRows(t, c.past.caseKeys);
    expect(before).toHaveLength(3);
    expect(await stillStored(storage(), c.past.caseKeys)).toEqual(c.past.caseKeys);

    await t.app.services.jobs.drain();

    expect(await caseRow(t, c.past.caseId)).toBeNull();
    expect(await storedRows(t, c.past.caseKeys)).toEqual([]);
    expect(await stillStored(storage(), c.past.caseKeys)).toEqual([]);
    expect(await t.db.select().from(documentTexts).where(eq(documentTexts.caseId, c.past.caseId))).toEqual(
      [],
    );
    expect(await t.db.select().from(caseNotes).where(eq(caseNotes.caseId, c.past.caseId))).toEqual([]);
    expect(await t.db.select().from(pendingFileDeletions)).toEqual([]);

    const [tombstone, ...more] = await tombstonesOf(c.past.caseId);
    expect(more).toEqual([]);
    expect(tombstone).toMatchObject({
      rule: 'retention',
      erasedBy: null,
      erasedAt: new Date(T0_PLUS_YEAR),
      details: { documents: 2, files: 3, notes: 1, retentionMonths: 12, closedAt: T0 },
    });
    // Counts and terms, never the client's name.
    expect(JSON.stringify(tombstone)).not.toMatch(/Amira|Haddad/);

    const events = await eventsOf(c.past.caseId);
    const erased = events.filter((event) => event.action === 'case.erased');
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({
      actorUserId: null,
      details: { rule: 'retention', tombstoneId: tombstone?.id, documents: 2, files: 3 },
    });
    const others = events.filter((event) => event.action !== 'case.erased');
    expect(others.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'case.created',
        'case.note_added',
        'case.status_changed',
        'document.requested',
      ]),
    );
    for (const event of others)
      expect([event.action, event.details, event.actorIp]).toEqual([event.action, {}, null]);

    const task = await scheduleOf(t.db, 'retention');
    expect(task.lastResult).toMatchObject({ cases: 1, documents: 2, files: 3, errors: 0, filesDeleted: 3 });
  }, 60_000);

  it('counts its months in UTC on either database, whatever zone the server was set up in', async () => {
    const rows = (await t.db.execute(sql`select current_setting('TimeZone') as zone`)) as unknown as {
      rows: Array<{ zone: string }>;
    };
    expect(rows.rows[0]?.zone).toBe('UTC');
  });

  it('leaves a held case, an open one, one a day short of its period and one of a longer period whole', async () => {
    for (const kept of [c.held, c.open, c.dayShort, c.lifted, c.defaultType]) {
      expect(await caseRow(t, kept.caseId)).not.toBeNull();
      expect(await storedRows(t, kept.caseKeys)).toHaveLength(3);
      expect(await stillStored(storage(), kept.caseKeys)).toEqual(kept.caseKeys);
      expect(await tombstonesOf(kept.caseId)).toEqual([]);
    }
    // The type's template, which the erased case's checklist pointed at, is the type's: it stays.
    expect(await stillStored(storage(), [c.past.typeTemplateKey])).toEqual([c.past.typeTemplateKey]);
  });

  it('erases a case once its hold is lifted and the next run comes', async () => {
    const lift = await post(API.liftLegalHold, { caseId: c.lifted.caseId, reason: 'Review concluded' });
    expect(lift.statusCode, lift.body).toBe(200);
    // Not before the schedule's next run: the daily task ran an hour ago.
    t.clock.advance(60 * 60_000);
    await t.app.services.jobs.drain();
    expect(await caseRow(t, c.lifted.caseId)).not.toBeNull();

    t.clock.advance(DAY);
    await t.app.services.jobs.drain();
    expect(await caseRow(t, c.lifted.caseId)).toBeNull();
    expect(await stillStored(storage(), c.lifted.caseKeys)).toEqual([]);
    expect(await tombstonesOf(c.lifted.caseId)).toHaveLength(1);
    // The day-short case's period ended meanwhile; the held, open and six-year ones stay.
    expect(await caseRow(t, c.dayShort.caseId)).toBeNull();
    for (const kept of [c.held, c.open, c.defaultType]) expect(await caseRow(t, kept.caseId)).not.toBeNull();
  }, 60_000);

  it('erases a case once when two instances run retention at the same moment', async () => {
    // Six years after closing, the default type's case falls due.
    t.clock.set('2026-03-10T09:00:00.000Z');
    const extra: DatabaseHandle[] = [];
    const other: Db = t.databaseUrl
      ? await (async () => {
          const handle = await openDatabase({
            kind: 'postgres',
            url: t.databaseUrl as string,
            maxConnections: 3,
          });
          extra.push(handle);
          return handle.db;
        })()
      : t.db;
    try {
      const deps = (db: Db) => taskContext(t, { db });
      // Straight at the run function, past the schedule's claim: the case's own lock decides.
      const [a, b] = await Promise.all([
        runRetention(deps(t.db), t.clock.now()),
        runRetention(deps(other), t.clock.now()),
      ]);
      expect((a.cases ?? 0) + (b.cases ?? 0)).toBe(1);
      expect(await tombstonesOf(c.defaultType.caseId)).toHaveLength(1);
      expect((await eventsOf(c.defaultType.caseId)).filter((e) => e.action === 'case.erased')).toHaveLength(
        1,
      );
      expect(await stillStored(storage(), c.defaultType.caseKeys)).toEqual([]);

      // And through two engines on one database: the run is taken once.
      const later = await fullCase(t, who, { close: true, retentionMonths: 1 });
      t.clock.advance(40 * DAY);
      const engines = [t.db, other].map((db) =>
        createJobEngine({
          db,
          definitions: [retentionJob],
          context: () => deps(db),
          clock: t.clock.now,
          log: t.app.log,
        }),
      );
      for (const engine of engines) await engine.prepare();
      await Promise.all(engines.flatMap((engine) => [engine.drain(), engine.drain()]));
      expect(await tombstonesOf(later.caseId)).toHaveLength(1);
      for (const engine of engines) await engine.close();
    } finally {
      for (const handle of extra) await handle.close();
    }
    // The held and open cases outlive all of it.
    for (const kept of [c.held, c.open]) {
      expect(await caseRow(t, kept.caseId)).not.toBeNull();
      expect(await stillStored(storage(), kept.caseKeys)).toEqual(kept.caseKeys);
    }
  }, 120_000);
});
