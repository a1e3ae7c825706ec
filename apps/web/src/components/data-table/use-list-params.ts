import { useSearchParams } from 'react-router';

/**
 * A list's state in the address (page, search, sort …): the values, the page asked for (1 when
 * absent or not a number), `update`, which changes some of them in place without a new history
 * entry (null or '' removes a value), and `setPage`, which leaves page 1 out of the address.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : null });
  return { params, page, update, setPage };
}
