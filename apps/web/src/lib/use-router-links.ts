import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * A ref for a container whose plain `<a href>` links should move between screens without a page
 * load, as router Links do. Lists draw a link or two per row, and each router Link brings its own
 * hooks, a layout effect and two passive effects; one listener here costs nothing per row
 * (decision 018). A ref callback rather than an effect, so a container that appears only once its
 * data has arrived gets the listener too. React's own click handlers run after this listener (at
 * the app's root), so the anchors in such a list have none of their own.
 */
export function useRouterLinks(): (container: HTMLElement | null) => (() => void) | undefined {
  const navigate = useNavigate();
  return useCallback(
    (container: HTMLElement | null) => {
      if (!container) return undefined;
      const onClick = (event: MouseEvent) => {
        const anchor = routableAnchor(event, container);
        if (!anchor) return;
        event.preventDefault();
        void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
      };
      container.addEventListener('click', onClick);
      return () => container.removeEventListener('click', onClick);
    },
    [navigate],
  );
}

/**
 * The link a click in `container` follows, when it is one the router should take: a plain primary
 * click (a modified one opens a tab or a window, as the browser does), to this origin, in this
 * tab, not a download.
 */
function routableAnchor(event: MouseEvent, container: Element): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  return anchor;
}
