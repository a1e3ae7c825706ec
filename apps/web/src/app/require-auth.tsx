import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../lib/return-url';
import { isLoggedIn } from '../lib/session';

/**
 * Guards the signed-in routes. It reads the session on every navigation (useLocation re-renders
 * it) rather than on every token change, so logout's own move to the login page is not overtaken
 * by a redirect carrying a returnUrl.
 */
export function RequireAuth() {
  const location = useLocation();
  if (!isLoggedIn()) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return <Outlet />;
}
