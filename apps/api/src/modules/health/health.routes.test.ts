import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('says the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' }, responseMessage: '' });
  });

  it('says the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: t.config, db: database.db, logger: false });
    // Started while the database answered (the engine connects at start), then it stops answering.
    await app.ready();
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      responseMessage: 'The database is not answering.',
      code: 'DATABASE_UNAVAILABLE',
    });
    await app.close();
  });
});
