import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { housekeepingTasks } from '../db/schema/index.ts';

/** The schedule of a real server: it runs once the server listens, with no test driving it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const finished = async () =>
  (
    await t.db
      .select({ name: housekeepingTasks.name })
      .from(housekeepingTasks)
      .where(isNotNull(housekeepingTasks.lastFinishedAt))
  ).map((row) => row.name);

describe('the housekeeping plugin', () => {
  it('runs nothing before the server listens, and every due task once it does', async () => {
    expect(await finished()).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const clearing = ['staged-uploads', 'expired-links', 'expired-sessions', 'notifications', 'sent-emails'];
    // The first round starts as the server listens and runs in the background: wait up to 10 s.
    for (let waited = 0; waited < 200; waited++) {
      const done = await finished();
      if (clearing.every((name) => done.includes(name))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await finished()).toEqual(expect.arrayContaining(clearing));
  });
});
