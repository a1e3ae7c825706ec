import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ACCOUNT_RATE_LIMIT: '3' } });
});
afterAll(() => t.close());

describe('the per-address limit on account endpoints', () => {
  it('answers 429 in the envelope once an address has used its share for the minute', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        payload: { email: 'someone@example.test' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, data: null });
    expect(limited.json().responseMessage).toContain('Too many requests');
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ForgotPassword',
      payload: { email: 'someone@example.test' },
      remoteAddress: '198.51.100.7',
    });
    expect(otherAddress.statusCode).toBe(200);
  });
});
