import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { OVERLOAD_MESSAGE } from './overload.ts';

let t: TestApp;
beforeAll(async () => {
  // A heap limit no process can meet: the server is "overloaded" from the first sample on.
  t = await buildTestApp({ env: { OVERLOAD_MAX_HEAP_MB: '1' } });
});
afterAll(() => t.close());

describe('overload protection', () => {
  it('answers 503 with Retry-After in the envelope instead of taking more work', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/health' });
    for (let i = 0; i < 30 && res.statusCode !== 503; i++) {
      await sleep(100);
      res = await t.app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ success: false, data: null, responseMessage: OVERLOAD_MESSAGE });
  });
});
