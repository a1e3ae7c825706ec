import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pageRange } from './page-range';

const footer = (page: number, size: number, total: number) =>
  i18n.t('cases.list.showing', { ...pageRange(page, size, total), total });

describe('table footer', () => {
  it('starts at 0 when there are no entries', () => {
    expect(footer(1, 50, 0)).toBe('Showing 0 to 0 of 0 entries');
  });

  it('caps "to" at the total on the last page', () => {
    expect(footer(1, 50, 7)).toBe('Showing 1 to 7 of 7 entries');
    expect(footer(3, 50, 120)).toBe('Showing 101 to 120 of 120 entries');
  });

  it('shows full pages in between', () => {
    expect(footer(2, 50, 120)).toBe('Showing 51 to 100 of 120 entries');
  });
});
