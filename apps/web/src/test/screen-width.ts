import { afterEach } from 'vitest';
import { fixedMediaQueryList } from './media-query-list';

const jsdomMatchMedia = window.matchMedia;

/** Whether a media query of widths, e.g. "(max-width: 991.98px)", holds on a screen this wide. */
function holds(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, side, value]) => (side === 'min' ? width >= Number(value) : width <= Number(value)))
  );
}

/**
 * jsdom lays nothing out, so its media queries never match (test-setup.ts); this makes the width
 * queries answer as a screen `width` pixels wide would, for the rest of the test.
 */
export function useScreenWidth(width: number): void {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, holds(query, width));
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});
