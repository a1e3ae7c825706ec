import { Writable } from 'node:stream';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { housekeepingTasks } from '../db/schema/index.ts';

/** The schedule of a real server: it runs once the server listens, and once across instances. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const finished = async (app: TestApp) =>
  (
    await app.db
      .select({ name: housekeepingTasks.name })
      .from(housekeepingTasks)
      .where(isNotNull(housekeepingTasks.lastFinishedAt))
  ).map((row) => row.name);

describe('the housekeeping plugin', () => {
  it('runs nothing before the server listens, and every due task once it does', async () => {
    const server = await buildTestApp();
    try {
      expect(await finished(server)).toEqual([]);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const clearing = [
        'staged-uploads',
        'expired-links',
        'expired-sessions',
        'notifications',
        'sent-emails',
      ];
      // The first round starts as the server listens and runs in the background: wait up to 10 s.
      for (let waited = 0; waited < 200; waited++) {
        const done = await finished(server);
        if (clearing.every((name) => done.includes(name))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await finished(server)).toEqual(expect.arrayContaining(clearing));
    } finally {
      await server.close();
    }
  });
});

describe('two instances of the app on one database', () => {
  it('run each due task once when both look at the same moment', async () => {
    const lines: string[] = [];
    const logger = {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    };
    const second =
      t.databaseUrl === undefined
        ? undefined
        : await openDatabase({ kind: 'postgres', url: t.databaseUrl, maxConnections: 3 });
    const apps = [
      await buildApp({ config: t.config, db: t.db, clock: t.clock.now, logger }),
      await buildApp({ config: t.config, db: second?.db ?? t.db, clock: t.clock.now, logger }),
    ];
    try {
      for (const app of apps) await app.ready();
      for (let day = 0; day < 3; day++) {
        t.clock.advance(24 * 60 * 60_000);
        lines.length = 0;
        await Promise.all(apps.flatMap((app) => [app.housekeeping.runDue(), app.housekeeping.runDue()]));
        const ran = lines
          .map((line) => JSON.parse(line))
          .filter((line) => line.msg === 'housekeeping task ran');
        const names = ran.map((line) => line.task).sort();
        expect(names).toEqual([...new Set(names)]);
        expect(names).toEqual(expect.arrayContaining(['expired-links', 'notifications', 'staged-uploads']));
      }
    } finally {
      for (const app of apps) await app.close();
      await second?.close();
    }
  });
});
