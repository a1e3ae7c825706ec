import { useEffect, useState } from 'react';

/**
 * The first `size` items at once, then a slice more per task until all are there, so drawing a
 * page of rows never holds a phone's main thread for long and a tap is answered in between.
 * React can pause the rendering of a deferred list, but puts it on the page in one commit: the
 * case list's fifty rows drawn at once were one task of 200–260 ms on Lighthouse's throttled
 * phone (decision 031).
 *
 * `list` names what is shown (a page number): another list starts again from its first slice,
 * while new items of the same list (a refetch after a change) keep the rows drawn, so a table
 * the reader is working in never shrinks under her.
 */
export function useInSlices<T>(items: readonly T[], list: unknown, size = 5): readonly T[] {
  const [drawn, setDrawn] = useState({ list, count: size });
  const count = Object.is(drawn.list, list) ? drawn.count : size;
  useEffect(() => {
    if (count >= items.length) return;
    const next = setTimeout(() => setDrawn({ list, count: count + size }), 0);
    return () => clearTimeout(next);
  }, [list, items.length, count, size]);
  return count >= items.length ? items : items.slice(0, count);
}
