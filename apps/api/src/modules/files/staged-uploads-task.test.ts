import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn, type TestUser } from '../../../test/factories.ts';
import { scheduleOf } from '../../../test/jobs.ts';
import { TINY_PDF, upload } from '../../../test/upload.ts';
import { pendingFileDeletions, storedFiles, subjectAccessExports } from '../../db/schema/index.ts';
import { backgroundContext } from '../../lib/context.ts';
import { sweepFiles } from './sweep.ts';

/** The files sweep as the `staged-uploads` housekeeping task, on the test's clock. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  client = await createUser(t.db, 'Client');
});
afterAll(() => t.close());

const stage = async (name: string) =>
  (await upload(t, (await signIn(t, client)).auth, name, TINY_PDF)).json().data.content[0].filePath as string;
const rowOf = async (key: string) =>
  (await t.db.select().from(storedFiles).where(eq(storedFiles.storageKey, key)))[0];
const schedule = async () => scheduleOf(t.db, 'staged-uploads');

/** A file written straight into the store, a day old by its modification time. */
function storeFile(key: string): string {
  const path = join(t.config.filesDir, key);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'bytes');
  const dayAgo = new Date(Date.now() - 25 * HOUR);
  utimesSync(path, dayAgo, dayAgo);
  return path;
}

describe('the staged-uploads schedule', () => {
  it('deletes uploads nobody claimed within a day, hourly, and keeps younger ones', async () => {
    const old = await stage('old.pdf');
    t.clock.advance(12 * HOUR);
    const fresh = await stage('fresh.pdf');
    t.clock.advance(12 * HOUR + MINUTE);

    await t.app.services.jobs.drain();
    expect(await rowOf(old)).toBeUndefined();
    expect(existsSync(join(t.config.filesDir, old))).toBe(false);
    expect(await rowOf(fresh)).toMatchObject({ status: 'staged' });
    expect(existsSync(join(t.config.filesDir, fresh))).toBe(true);
    expect(await schedule()).toMatchObject({
      lastResult: { staged: 1, orphans: 0, temps: 0, partials: 0, answers: 0 },
      dueAt: new Date(t.clock.now().getTime() + HOUR),
    });

    // The hourly run just before the other upload turns a day old keeps it.
    t.clock.advance(12 * HOUR - 2 * MINUTE);
    await t.app.services.jobs.drain();
    expect(await rowOf(fresh)).toBeDefined();
    // A day old now, but the task is not due until an hour after its last run.
    t.clock.advance(2 * MINUTE);
    await t.app.services.jobs.drain();
    expect(await rowOf(fresh)).toBeDefined();
    t.clock.advance(HOUR - 2 * MINUTE);
    await t.app.services.jobs.drain();
    expect(await rowOf(fresh)).toBeUndefined();
    expect(existsSync(join(t.config.filesDir, fresh))).toBe(false);
  });

  it('leaves files that an export or a queued deletion accounts for, and takes true orphans', async () => {
    const exportKey = `subject-access-export/${randomUUID()}`;
    const queuedKey = `case-document/${randomUUID()}`;
    const orphanKey = `case-document/${randomUUID()}`;
    const exportFile = storeFile(exportKey);
    const queuedFile = storeFile(queuedKey);
    const orphanFile = storeFile(orphanKey);
    await t.db.insert(subjectAccessExports).values({
      userId: client.id,
      requestedBy: client.id,
      requestedAt: t.clock.now(),
      status: 'ready',
      storageKey: exportKey,
    });
    await t.db
      .insert(pendingFileDeletions)
      .values({ storageKey: queuedKey, queuedAt: t.clock.now(), reason: 'retention' });

    t.clock.advance(HOUR);
    // The sweep alone: on the whole schedule, file-deletions would delete the queued file itself.
    expect(await sweepFiles(backgroundContext(t.app), t.clock.now())).toMatchObject({ orphans: 1 });
    expect(existsSync(orphanFile)).toBe(false);
    expect(existsSync(exportFile)).toBe(true);
    expect(existsSync(queuedFile)).toBe(true);
  });
});
