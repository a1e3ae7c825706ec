import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { itemAnchor } from './checklist-rules';

function focusElement(element: HTMLElement): void {
  // jsdom has no scrollIntoView; a browser scrolls the card under the fixed top bar (scroll-margin).
  element.scrollIntoView?.({ block: 'start' });
  element.focus({ preventScroll: true });
}

/**
 * A link to `/case/{id}#item-{itemId}` (a notification, an e-mail) scrolls to the item and gives it
 * the focus once the checklist has drawn it, once per visit of the link. Called by the part that
 * draws the items, with the items it draws: the firm's part is loaded apart, after the checklist's
 * data, so only it knows when its items are on screen.
 */
export function useLinkedItemFocus(drawn: unknown): void {
  const { hash, key } = useLocation();
  const handledVisit = useRef<string | null>(null);

  useEffect(() => {
    if (!drawn || handledVisit.current === key || !/^#item-\d+$/.test(hash)) return;
    const element = document.getElementById(hash.slice(1));
    if (!element) return;
    handledVisit.current = key;
    focusElement(element);
  }, [drawn, hash, key]);
}

/**
 * After an upload or a request, the item, wherever the checklist has now put it (a client's sent
 * document moves to "with the firm"), takes the focus once drawn there, so the keyboard keeps its
 * place. Returns the function that asks for it.
 */
export function useItemFocus(drawn: unknown): (itemId: number) => void {
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (!drawn || pending.current === null) return;
    const element = document.getElementById(itemAnchor(pending.current));
    if (!element) return;
    pending.current = null;
    focusElement(element);
  }, [drawn]);

  return useCallback((itemId: number) => {
    pending.current = itemId;
    // The answer that moves the item is drawn on a later task; should it change nothing that
    // re-renders, the item is found here instead.
    setTimeout(() => {
      const element = pending.current === itemId ? document.getElementById(itemAnchor(itemId)) : null;
      if (!element) return;
      pending.current = null;
      focusElement(element);
    }, 100);
  }, []);
}
