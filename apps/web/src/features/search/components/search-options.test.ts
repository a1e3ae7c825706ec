import { describe, expect, it } from 'vitest';
import { moveActive, toOptions } from './search-options';

describe('search options', () => {
  it('orders cases, then case types, then people, each with where it leads', () => {
    const options = toOptions(
      {
        cases: [{ id: 7, caseTypeName: 'Asylum claim', clientName: 'Amal Yousef', status: 'Open' }],
        caseTypes: [{ id: 3, caseTypeName: 'Asylum claim' }],
        users: [{ id: 'u1', fullName: 'Lena Okafor', email: 'lena+1@docket.test', role: 'Solicitor' }],
      },
      (status) => status,
    );
    expect(options.map((option) => [option.group, option.to])).toEqual([
      ['cases', '/case/7'],
      ['caseTypes', '/case-type-detail/3'],
      ['users', '/user-list?search=lena%2B1%40docket.test'],
    ]);
  });

  it('moves the highlight with wrap-around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
