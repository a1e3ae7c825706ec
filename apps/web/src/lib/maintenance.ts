import { API } from '@docket/contract';

/**
 * Whether the server said it is down for maintenance (503 with x-docket-maintenance: 1). While
 * it is, the app shows the maintenance page instead of a screen full of failed calls.
 */
export const MAINTENANCE_HEADER = 'x-docket-maintenance';

let inMaintenance = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (inMaintenance === next) return;
  inMaintenance = next;
  for (const listener of listeners) listener();
}

export function isMaintenanceResponse(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 503 && response.headers.get(MAINTENANCE_HEADER) === '1';
}

export function enterMaintenance(): void {
  set(true);
}

export function isInMaintenance(): boolean {
  return inMaintenance;
}

export function subscribeMaintenance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the server again. Any /api path but the health checks answers 503 during maintenance, so an
 * anonymous call to a cheap one tells: anything else (even a 401) means the API is back.
 */
export async function checkMaintenanceOver(): Promise<boolean> {
  try {
    const response = await fetch(API.notifications.path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (isMaintenanceResponse(response)) return false;
    set(false);
    return true;
  } catch {
    return false;
  }
}
