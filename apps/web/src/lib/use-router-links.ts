import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Plain `<a href>` links inside `container` move between screens without a page load, as router
 * Links do. Lists draw a link or two per row, and each router Link brings its own hooks, a layout
 * effect and two passive effects: on a 50-row case list they were about a third of the work of
 * showing the page on a phone (decision 018). One listener here costs nothing per row.
 */
export function useRouterLinks(container: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const anchor = routableAnchor(event, element);
      if (!anchor) return;
      event.preventDefault();
      void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}

/**
 * The link a click in `container` follows, when it is one the router should take: a plain primary
 * click (a modified one opens a tab or a window, as the browser does), to this origin, in this
 * tab, not a download.
 */
export function routableAnchor(event: MouseEvent, container: Element): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  return anchor;
}
