import { describe, expect, it } from 'vitest';
import { moveActive, toOptions } from './search-options';

const hit = {
  caseId: 7,
  documentId: 40,
  itemId: 12,
  documentName: 'Home Office letter',
  fileName: 'letter.pdf',
  clientName: 'Amal Yousef',
  page: 2,
  snippet: [
    { text: 'the ', match: false },
    { text: 'accommodation', match: true },
  ],
};

describe('search options', () => {
  it('orders cases, then documents, case types and people, each with where it leads', () => {
    const options = toOptions(
      {
        cases: [{ id: 7, caseTypeName: 'Asylum claim', clientName: 'Amal Yousef', status: 'Open' }],
        caseTypes: [{ id: 3, caseTypeName: 'Asylum claim' }],
        users: [{ id: 'u1', fullName: 'Lena Okafor', email: 'lena+1@docket.test', role: 'Solicitor' }],
        documents: [
          { ...hit, documentId: 40, itemId: 12 },
          { ...hit, documentId: 41, itemId: null },
        ],
      },
      { status: (status) => status, documentDetail: (found) => `${found.clientName} p${found.page}` },
    );
    expect(options.map((option) => [option.group, option.to])).toEqual([
      ['cases', '/case/7'],
      ['documents', '/case/7#item-12'],
      ['documents', '/case/7'],
      ['caseTypes', '/case-type-detail/3'],
      ['users', '/user-list?search=lena%2B1%40docket.test'],
    ]);
    expect(options[1]).toMatchObject({
      label: 'Home Office letter',
      detail: 'Amal Yousef p2',
      snippet: hit.snippet,
    });
  });

  it('moves the highlight with wrap-around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
