import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@/components/error-pages/not-found-page';
import { ServerErrorPage } from '@/components/error-pages/server-error-page';
import { canReloadForChunk, isChunkLoadError, reloadForChunkError } from './chunk-reload';

/**
 * Error element of every route. A missing lazy chunk (a new deploy replaced it) reloads the page
 * once; anything else shows the 500 page, inside the layout when `as` is `section`.
 */
export function RouteError({ as = 'section' }: { as?: 'main' | 'section' }) {
  const error = useRouteError();
  const willReload = isChunkLoadError(error) && canReloadForChunk();

  useEffect(() => {
    if (willReload) reloadForChunkError();
    else console.error(error);
  }, [willReload, error]);

  if (willReload) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage as={as} />;
  return <ServerErrorPage as={as} />;
}

export function RootError() {
  return <RouteError as="main" />;
}
