import { currentYear } from './format';
import { useHydrated } from './use-hydrated';

/**
 * The year of a public page's copyright line: the build's while the page the build rendered
 * hydrates (its HTML has that year), then this one.
 */
export function useCopyrightYear(): number {
  return useHydrated() ? currentYear() : __BUILD_YEAR__;
}
