import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { scheduleOf } from '../../../test/jobs.ts';
import { notifications } from '../../db/schema/index.ts';

/** The notifications schedule, run by the scheduler on the test's clock. */
const DAY = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

describe('the notifications schedule', () => {
  it('deletes notifications read over 90 days ago and any over a year old, and keeps the rest', async () => {
    t.clock.set('2026-09-01T03:00:00Z');
    const user = await createUser(t.db, 'Client');
    const note = (createdAt: Date, readAt: Date | null) => ({
      userId: user.id,
      kind: 'document.accepted',
      params: {},
      createdAt,
      readAt,
    });
    const rows = await t.db
      .insert(notifications)
      .values([
        note(ago(200), ago(91)), // read 91 days ago
        note(ago(366), null), // unread, over a year old
        note(ago(400), ago(10)), // read lately, but over a year old
        note(ago(200), ago(89)), // read 89 days ago
        note(ago(300), null), // unread, not yet a year old
        note(ago(1), null), // unread and recent
        note(ago(2), ago(1)), // read yesterday
      ])
      .returning({ id: notifications.id });
    const ids = rows.map((row) => row.id);

    await t.app.services.jobs.drain();
    const left = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, ids))
      .orderBy(notifications.id);
    expect(left.map((row) => row.id)).toEqual(ids.slice(3));
    expect(await scheduleOf(t.db, 'notifications')).toMatchObject({
      lastResult: { notifications: 3 },
      dueAt: new Date(t.clock.now().getTime() + DAY),
    });

    // Two days on (the next daily run): the one read 89 days ago has passed 90 days and goes.
    t.clock.advance(2 * DAY);
    await t.app.services.jobs.drain();
    const after = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, ids))
      .orderBy(notifications.id);
    expect(after.map((row) => row.id)).toEqual(ids.slice(4));
  });
});
