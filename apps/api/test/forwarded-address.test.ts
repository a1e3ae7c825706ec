import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/**
 * Behind a proxy (TRUST_PROXY naming it), a visitor's address is the one the proxy saw: the last
 * X-Forwarded-For entry. Entries before it are whatever the client wrote, and must move neither
 * the per-address limit nor the address the audit log records.
 */
const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  // Injected requests come from 127.0.0.1, standing in for the proxy.
  t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1', ACCOUNT_RATE_LIMIT: String(LIMIT) } });
});
afterAll(() => t.close());

const forgot = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/ForgotPassword',
    payload: { email: 'someone@example.test' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the address behind a trusted proxy', () => {
  it('is the one the proxy saw, whatever the client put before it', async () => {
    const statuses = [];
    for (let n = 0; n < LIMIT + 2; n++)
      statuses.push((await forgot(`198.51.100.${n}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const recorded = await t.db
      .select({ ip: auditEvents.actorIp })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account.password_reset_requested'));
    expect(new Set(recorded.map((r) => r.ip))).toEqual(new Set(['203.0.113.7']));
  });

  it('counts another visitor of the proxy apart', async () => {
    expect((await forgot('203.0.113.8')).statusCode).toBe(200);
  });
});

describe('the address behind one proxy, counted in hops', () => {
  it('is the last entry of X-Forwarded-For', async () => {
    const hops = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      await hops.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        payload: { email: 'someone@example.test' },
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
      });
      const [row] = await hops.db
        .select({ ip: auditEvents.actorIp })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'account.password_reset_requested'));
      expect(row?.ip).toBe('203.0.113.9');
    } finally {
      await hops.close();
    }
  });
});
