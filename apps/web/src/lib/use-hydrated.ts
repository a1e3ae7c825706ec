import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while a page is rendered to HTML (src/prerender.tsx) and while the browser hydrates it,
 * true from the render after. What the HTML cannot know (the query string, the session, the
 * clock) is drawn once this is true, so the page and its first render in the browser agree
 * (decision 042). A page the browser draws itself is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
