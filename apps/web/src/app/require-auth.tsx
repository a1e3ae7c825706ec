import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@/lib/return-url';
import { getRefreshToken, isLoggedIn, keepSessionEndNote } from '@/lib/session';
import { refreshSession } from '@/lib/token-refresh';

/**
 * Guards the signed-in routes. It reads the session on every navigation (useLocation re-renders
 * it) rather than on every token change, so logout's own move to the login page is not overtaken
 * by a redirect carrying a returnUrl. An expired token with a refresh token left (a remembered
 * session after a night away) waits for one refresh before deciding.
 */
export function RequireAuth() {
  const location = useLocation();
  const [refreshState, setRefreshState] = useState<'idle' | 'done' | 'failed'>('idle');
  const loggedIn = isLoggedIn();
  const canRefresh = !loggedIn && refreshState !== 'failed' && getRefreshToken() !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation may need a new refresh
  useEffect(() => {
    if (!canRefresh) return;
    let active = true;
    void refreshSession().then((ok) => {
      if (!active) return;
      const signedIn = ok && isLoggedIn();
      // Refused: the person goes to sign in, and the page says why the server ended the session.
      if (!signedIn) keepSessionEndNote();
      setRefreshState(signedIn ? 'done' : 'failed');
    });
    return () => {
      active = false;
    };
  }, [canRefresh, location.key]);

  if (loggedIn) return <Outlet />;
  if (canRefresh) return null;
  return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
}
