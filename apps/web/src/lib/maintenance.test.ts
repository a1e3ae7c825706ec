import { API } from '@docket/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client';
import { checkMaintenanceOver, isInMaintenance } from './maintenance';

function answer(status: number, headers: Record<string, string> = {}) {
  return new Response(
    JSON.stringify({
      success: false,
      data: null,
      responseMessage: 'Down for maintenance',
      code: 'MAINTENANCE',
    }),
    {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    },
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(401));
  await checkMaintenanceOver();
  vi.restoreAllMocks();
});

describe('maintenance', () => {
  it('starts when the server answers 503 with x-docket-maintenance: 1', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(503, { 'x-docket-maintenance': '1' }));
    await expect(call(API.dashboard)).rejects.toThrow();
    expect(isInMaintenance()).toBe(true);
  });

  it('does not start for a 503 without the header', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(503));
    await expect(call(API.dashboard)).rejects.toThrow();
    expect(isInMaintenance()).toBe(false);
  });

  it('ends once the server answers anything but maintenance', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(503, { 'x-docket-maintenance': '1' }));
    await expect(call(API.dashboard)).rejects.toThrow();
    expect(await checkMaintenanceOver()).toBe(false);
    expect(isInMaintenance()).toBe(true);
    fetch.mockResolvedValue(answer(401));
    expect(await checkMaintenanceOver()).toBe(true);
    expect(isInMaintenance()).toBe(false);
  });
});
