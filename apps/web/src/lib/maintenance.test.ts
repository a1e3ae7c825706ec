import { API } from '@docket/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, sent, server } from '@/test/network';
import { call } from './api-client';
import { checkMaintenanceOver, isInMaintenance, MAINTENANCE_HEADER } from './maintenance';

/** The server's answer to every /api call while it is down for maintenance. */
const DOWN = { headers: { [MAINTENANCE_HEADER]: '1' } };

afterEach(async () => {
  // The server is back (an anonymous call is refused as such), so the next test starts outside maintenance.
  server.use(fail(API.notifications, 'SIGN_IN_REQUIRED'));
  await checkMaintenanceOver();
});

describe('maintenance', () => {
  it('starts when the server answers 503 with x-docket-maintenance: 1', async () => {
    server.use(fail(API.dashboard, 'MAINTENANCE', DOWN));
    await expect(call(API.dashboard)).rejects.toMatchObject({ status: 503, code: 'MAINTENANCE' });
    expect(isInMaintenance()).toBe(true);
  });

  it('does not start for a 503 without the header', async () => {
    server.use(fail(API.dashboard, 'OVERLOADED'));
    await expect(call(API.dashboard)).rejects.toMatchObject({ status: 503 });
    expect(isInMaintenance()).toBe(false);
  });

  it('ends once the server answers anything but maintenance', async () => {
    server.use(fail(API.dashboard, 'MAINTENANCE', DOWN), fail(API.notifications, 'MAINTENANCE', DOWN));
    await expect(call(API.dashboard)).rejects.toThrow();
    expect(await checkMaintenanceOver()).toBe(false);
    expect(isInMaintenance()).toBe(true);
    server.use(fail(API.notifications, 'SIGN_IN_REQUIRED'));
    expect(await checkMaintenanceOver()).toBe(true);
    expect(isInMaintenance()).toBe(false);
    // The check is an anonymous call: it carries no token.
    expect(sent(API.notifications).map((request) => request.token)).toEqual([null, null]);
  });
});
