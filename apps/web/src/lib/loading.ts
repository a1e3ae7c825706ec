import { LIMITS } from '@docket/contract';

/**
 * Counts API calls in flight and says when the full-screen overlay should show: only once a call
 * has lasted `delayMs`, so quick answers never make the screen flash.
 */
export function createLoadingTracker(delayMs: number = LIMITS.loadingOverlayDelayMs) {
  let inFlight = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  function setVisible(next: boolean): void {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  }

  function start(): () => void {
    inFlight += 1;
    if (inFlight === 1) {
      timer = setTimeout(() => setVisible(true), delayMs);
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      inFlight -= 1;
      if (inFlight > 0) return;
      if (timer) clearTimeout(timer);
      timer = null;
      setVisible(false);
    };
  }

  return {
    start,
    isVisible: () => visible,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const loadingTracker = createLoadingTracker();
