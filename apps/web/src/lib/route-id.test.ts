import { describe, expect, it } from 'vitest';
import { routeId } from './route-id';

describe('routeId', () => {
  it('takes a whole number a row can have', () => {
    expect(routeId('42')).toBe(42);
    expect(routeId('2147483647')).toBe(2147483647);
  });

  it.each(['-1', '0', '1.5', '2147483648', '99999999999999999999', 'abc', '', '042', ' 4', '1e3'])(
    'refuses %j',
    (value) => {
      expect(routeId(value)).toBeNull();
    },
  );
});
