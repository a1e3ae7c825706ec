import { textDirection } from '@docket/contract';
// Built as a stylesheet of its own (Bootstrap right to left and the app's rules): only its address
// is in the entry's JavaScript, and only a right-to-left visitor downloads it.
import rtlStylesheetUrl from '@/styles/rtl.css?url';

/** The entry stylesheet's <link>; the build marks it and names both directions' files on it. */
const ENTRY_STYLESHEET = 'link[data-ltr][data-rtl]';

/**
 * Sets `<html dir>` for a language and links the entry stylesheet of that direction: Bootstrap's
 * left-to-right build, or its right-to-left one (decision 040). The server sends the page with
 * both already right for the `lang` cookie; this follows a change made in the page.
 */
export function applyDirection(language: string): void {
  const direction = textDirection(language);
  document.documentElement.dir = direction;
  const current = document.querySelector<HTMLLinkElement>(ENTRY_STYLESHEET);
  if (current) swapStylesheet(current, direction);
  else devStylesheets(direction);
}

function swapStylesheet(current: HTMLLinkElement, direction: 'ltr' | 'rtl'): void {
  const wanted = current.dataset[direction] ?? '';
  if (!wanted || current.getAttribute('href') === wanted) return;
  const next = current.cloneNode() as HTMLLinkElement;
  next.href = wanted;
  // The old one stays until the new one has loaded, so the page never shows unstyled.
  const drop = () => current.remove();
  next.addEventListener('load', drop, { once: true });
  next.addEventListener('error', drop, { once: true });
  current.after(next);
}

/**
 * The dev server injects Bootstrap as a <style> and serves rtl.css at its source address: the
 * left-to-right rules are switched off while the right-to-left ones are linked.
 */
function devStylesheets(direction: 'ltr' | 'rtl'): void {
  const ltr = document.querySelector<HTMLStyleElement>('style[data-vite-dev-id*="bootstrap.min.css"]');
  if (ltr) ltr.media = direction === 'rtl' ? 'not all' : 'all';
  let rtl = document.querySelector<HTMLLinkElement>('link[data-dev-rtl]');
  if (direction === 'rtl' && !rtl) {
    rtl = document.createElement('link');
    rtl.rel = 'stylesheet';
    rtl.href = rtlStylesheetUrl;
    rtl.dataset.devRtl = '';
    document.head.append(rtl);
  }
  if (direction === 'ltr') rtl?.remove();
}

export { rtlStylesheetUrl };
