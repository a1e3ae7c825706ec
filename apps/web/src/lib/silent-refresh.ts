import { getRefreshToken, getToken, refreshSession, secondsUntilExpiry, subscribeSession } from './session';

/** Refresh this long before the token would count as expired, so no request meets an expired one. */
const LEAD_SECONDS = 30;

/**
 * Keeps the access token fresh while the app is open: one timer, re-armed whenever the token
 * changes (here or in another tab). Returns a function that stops it.
 */
export function startSilentRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;

  function arm(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const token = getToken();
    if (!token || !getRefreshToken()) return;
    const seconds = secondsUntilExpiry(token);
    if (seconds === null) return;
    const delayMs = Math.max(0, (seconds - LEAD_SECONDS) * 1000);
    timer = setTimeout(() => void refreshSession(), delayMs);
  }

  arm();
  const stop = subscribeSession(arm);
  // A sleeping laptop freezes timers; on waking, check again at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible') arm();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisible);
    if (timer) clearTimeout(timer);
  };
}
