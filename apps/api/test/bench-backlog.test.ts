import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiServer,
  pause,
  removeServerData,
  resume,
  runningMs,
  startApiServer,
  stopApiServer,
} from '../bench/api-servers.ts';
import { connect, copyDatabase, createSeededDatabase, dropDatabase } from '../bench/bench-databases.ts';
import { countDue, deliveries, marks, setBacklog } from '../bench/reminder-backlog.ts';
import { withDatabase } from './database-url.ts';
import { REPO_ROOT } from './server-process.ts';

/**
 * The API bench's backlog (bench/reminder-backlog.ts) is the one the product sees: the cases it
 * makes due are those the server reminds once started, and those it quiets get nothing. Seeded,
 * copied and served as `npm run bench` does it, on PostgreSQL, which is all the bench runs on.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `docket_bench_test_${randomBytes(4).toString('hex')}`;
const created: string[] = [];
const clients: pg.Client[] = [];
const servers: ApiServer[] = [];
let admin: pg.Client;

beforeAll(async () => {
  admin = await connect(serverUrl);
  created.push(name);
  await createSeededDatabase(admin, serverUrl, name, { root: REPO_ROOT, node: process.execPath }, 300);
  for (const copy of ['busy', 'one']) {
    created.push(`${name}_${copy}`);
    await copyDatabase(admin, name, `${name}_${copy}`);
  }
});

afterAll(async () => {
  for (const server of servers) {
    await stopApiServer(server);
    removeServerData(server);
  }
  for (const client of clients) await client.end();
  for (const database of created) await dropDatabase(admin, database);
  await admin.end();
});

async function open(copy: string) {
  const url = withDatabase(serverUrl, `${name}_${copy}`);
  const client = await connect(url);
  clients.push(client);
  return { url, client };
}

async function serve(url: string): Promise<ApiServer> {
  const server = await startApiServer({ databaseUrl: url, cpuProfDir: null });
  servers.push(server);
  return server;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.concurrent('the API bench', () => {
  it('makes a backlog of the size asked for, which the server reminds and e-mails once started', async () => {
    const { url, client } = await open('busy');
    // The seed's 300 cases were opened in the last 300 minutes: no reminder day has come yet.
    expect(await countDue(client)).toBe(0);
    expect(await setBacklog(client, 20)).toEqual({ due: 20, open: 200 });
    const since = await marks(client);
    await serve(url);
    await until(async () => {
      const sent = await deliveries(client, since);
      return sent.emails === 20 && sent.waiting === 0;
    }, 'the 20 e-mails are handed over and none waits');
    expect(await countDue(client)).toBe(0);
    expect(await deliveries(client, since)).toMatchObject({ reminders: 20, emails: 20, waiting: 0 });
  }, 120_000);

  it('quiets every other case: the server reminds the one case left due and no other', async () => {
    const { url, client } = await open('one');
    await setBacklog(client, 1);
    const { rows } = await client.query<{ id: number }>(
      `select c.id from cases c where c.status <> 'Closed' order by c.created_at, c.id limit 1`,
    );
    const since = await marks(client);
    await serve(url);
    await until(async () => (await deliveries(client, since)).reminders === 1, 'the reminder is recorded');
    const reminded = await client.query<{ case_id: number }>(
      `select case_id from case_reminders where id > $1`,
      [since.reminderId],
    );
    expect(reminded.rows).toEqual([{ case_id: rows[0]?.id }]);
    expect(await countDue(client)).toBe(0);
  }, 120_000);

  it('pauses a server: it answers nothing meanwhile, and its running time leaves the pause out', async () => {
    const server = await serve(withDatabase(serverUrl, name));
    pause(server);
    const began = performance.now();
    const answer = fetch(`${server.url}/api/health`).then((res) => res.status);
    const first = await Promise.race([
      answer,
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 1_000)),
    ]);
    expect(first).toBe('no answer');
    const running = runningMs(server);
    resume(server);
    expect(await answer).toBe(200);
    expect(runningMs(server) - running).toBeLessThan(performance.now() - began);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runningMs(server) - running).toBeGreaterThanOrEqual(150);
  }, 30_000);
});
