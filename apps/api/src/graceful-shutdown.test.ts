import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
let arrived: () => void;
const requestArrived = new Promise<void>((resolve) => {
  arrived = resolve;
});
beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.get('/api/probe/slow', { config: { auth: 'public' } }, async () => {
        arrived();
        await sleep(400);
        return { success: true, data: 'finished', responseMessage: '' };
      });
    },
  });
});
afterAll(() => t.close());

describe('closing the app', () => {
  it('finishes requests in flight before it stops listening', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/probe/slow`);
    // Close only once the request is being handled: then it is in flight, whatever the machine's load.
    await requestArrived;
    const closing = t.app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: string }).data).toBe('finished');
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
