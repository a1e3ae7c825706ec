import { setTimeout as sleep } from 'node:timers/promises';
import { errorMessage } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

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
    expect(res.json()).toEqual({
      success: false,
      data: null,
      responseMessage: errorMessage('OVERLOADED'),
      code: 'OVERLOADED',
    });
  });
});

describe('overload protection turned off with OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0', () => {
  it('keeps answering after the event loop was blocked for longer than a sample', async () => {
    const quiet = await buildTestApp({ env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
    try {
      expect((await quiet.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // A whole sample with no reading is an infinite delay to under-pressure, past any limit that
      // is on; whether a request meets it depends on which timer runs first, so a few rounds.
      for (let round = 0; round < 4; round++) {
        const until = Date.now() + 1200;
        while (Date.now() < until);
        await sleep(round * 5);
        const res = await quiet.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode, `round ${round}`).toBe(200);
      }
    } finally {
      await quiet.close();
    }
  });
});
