/**
 * The idle lock: after IDLE_LOCK_MS without input in any tab the app locks until the password is
 * entered again. Both the last activity and the lock live in local storage, so every tab shares
 * them, a reload cannot skip the lock, and signing out (which clears local storage) ends it.
 */
export const IDLE_LOCK_MS = 15 * 60 * 1000;
export const LAST_ACTIVITY_KEY = 'docket.lastActivity';
export const LOCKED_KEY = 'docket.locked';
/** Input events are frequent; writing the time once per interval is enough for a 15-minute rule. */
const WRITE_INTERVAL_MS = 5_000;

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeLock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLocked(): boolean {
  return localStorage.getItem(LOCKED_KEY) === '1';
}

export function lock(): void {
  if (isLocked()) return;
  localStorage.setItem(LOCKED_KEY, '1');
  notify();
}

export function unlock(now = Date.now()): void {
  localStorage.removeItem(LOCKED_KEY);
  localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
  notify();
}

export function recordActivity(now = Date.now()): void {
  if (isLocked()) return;
  const last = Number(localStorage.getItem(LAST_ACTIVITY_KEY) ?? 0);
  if (now - last >= WRITE_INTERVAL_MS) localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
}

/** Whether the idle time has run out; a missing record counts as activity now. */
export function hasIdledOut(now = Date.now(), idleMs = IDLE_LOCK_MS): boolean {
  const raw = localStorage.getItem(LAST_ACTIVITY_KEY);
  if (raw === null) {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    return false;
  }
  return now - Number(raw) >= idleMs;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Watches input and time; locks when idle. Returns a function that stops watching. */
export function watchIdle(idleMs = IDLE_LOCK_MS, checkEveryMs = 15_000): () => void {
  const onActivity = () => recordActivity();
  const check = () => {
    if (!isLocked() && hasIdledOut(Date.now(), idleMs)) lock();
  };
  for (const type of ACTIVITY_EVENTS)
    window.addEventListener(type, onActivity, { passive: true, capture: true });
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCKED_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', check);
  const timer = setInterval(check, checkEveryMs);
  check();
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', check);
    clearInterval(timer);
  };
}
