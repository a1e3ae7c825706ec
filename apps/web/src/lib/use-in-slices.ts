import { useEffect, useState } from 'react';

/**
 * The first `size` items at once, then a slice more per task until all are there, so drawing a
 * page of rows never holds a phone's main thread for long and a tap is answered in between.
 * React's deferred rendering used to slice the work itself; Preact, which the build runs
 * (decision 031), draws a whole list in one task. A new list starts again from its first slice.
 */
export function useInSlices<T>(items: readonly T[], size = 5): readonly T[] {
  const [drawn, setDrawn] = useState({ of: items, count: size });
  const count = drawn.of === items ? drawn.count : size;
  useEffect(() => {
    if (count >= items.length) return;
    const next = setTimeout(() => setDrawn({ of: items, count: count + size }), 0);
    return () => clearTimeout(next);
  }, [items, count, size]);
  return count >= items.length ? items : items.slice(0, count);
}
