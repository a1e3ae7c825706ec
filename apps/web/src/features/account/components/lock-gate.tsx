import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isLocked, subscribeLock, unlock, watchIdle } from '@/lib/idle-lock';

// The lock screen's form, and the validation library it brings, load only when the app locks:
// every signed-in page would otherwise wait for some 40 kB (gzip) it rarely shows.
const LockScreenPanel = lazy(() => import('./lock-screen').then((m) => ({ default: m.LockScreenPanel })));

/**
 * Wraps the signed-in shell: after 15 minutes without input it hides the page (kept mounted, so
 * nothing typed is lost and the session keeps refreshing) behind the lock screen.
 */
export function LockGate({ children }: { children: ReactNode }) {
  const locked = useSyncExternalStore(subscribeLock, isLocked, () => false);
  useEffect(() => watchIdle(), []);
  return (
    <>
      <div hidden={locked} inert={locked || undefined}>
        {children}
      </div>
      {locked ? (
        <div
          className="lock-overlay account-layout"
          role="dialog"
          aria-modal="true"
          aria-labelledby="lock-heading"
        >
          <div className="container py-5">
            <div className="row justify-content-center">
              <div className="col-md-8 col-lg-6 col-xl-5">
                <Suspense fallback={null}>
                  <LockScreenPanel onUnlocked={() => unlock()} />
                </Suspense>
              </div>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
