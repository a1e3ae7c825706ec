import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { useListParams } from './use-list-params';

type ListParams = ReturnType<typeof useListParams>;

/**
 * A list's search box whose settled text lives in the address under `key`, so a reload or a shared
 * link keeps it. The box also follows an address it did not set itself (a menu link back to the
 * bare list, the top bar's search, the browser's Back), or it would show a search that is no
 * longer applied.
 */
export function useAddressSearch({ params, update }: Pick<ListParams, 'params' | 'update'>, key: string) {
  const applied = params.get(key) ?? '';
  const [text, setText] = useState(applied);
  const settled = useDebouncedValue(text.trim());
  // The search the address holds as far as this box knows: what it last put there or followed.
  const known = useRef(applied);

  useEffect(() => {
    if (applied === known.current) return;
    known.current = applied;
    setText(applied);
  }, [applied]);

  // A new search starts again at page 1. Only once the box has settled: just after the box
  // followed the address, the debounced value is still the old search and must not be put back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: update is a new function each render
  useEffect(() => {
    if (settled !== text.trim() || settled === known.current) return;
    known.current = settled;
    update({ [key]: settled, page: null });
  }, [settled, text, key]);

  return { text, setText, applied };
}
