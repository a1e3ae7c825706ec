import { useEffect } from 'react';

/** Focuses the screen's heading (the h1 every screen has), so the keyboard resumes from there. */
function focusPageHeading(): void {
  const heading = document.getElementById('page-heading') ?? document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * When the focused control disappears (a dialog closes over a row that went with it, a button
 * becomes disabled), the browser drops the focus to the page itself, and the next Tab starts again
 * at the top. The screen's heading takes it instead, so a keyboard or screen reader user keeps
 * their place. A click on the page's background is left alone: the control is still there.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last = event.target;
    };
    // A click or tap chooses where the focus goes (the page itself, for its background); a control
    // clicked on takes it back through focusin.
    const onPointerDown = () => {
      last = null;
    };
    const focusOnPage = () => document.activeElement === null || document.activeElement === document.body;
    const observer = new MutationObserver(() => {
      if (!last || !focusOnPage() || (last.isConnected && !last.matches(':disabled'))) return;
      last = null;
      // After a closing dialog has handed the focus back, where it could.
      setTimeout(() => {
        if (focusOnPage()) focusPageHeading();
      }, 0);
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      observer.disconnect();
    };
  }, []);
}
