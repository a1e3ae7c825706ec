import { Navigate, useLocation } from 'react-router';

/** Sends a demonstration route to the real screen, keeping any query string (e.g. returnUrl). */
export function RedirectWithSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
