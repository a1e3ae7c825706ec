import { describe, expect, it } from 'vitest';
import { pageFindings } from './pages.ts';

describe('missing pages', () => {
  it('says which pages a photo of page 1 of 3 leaves out', () => {
    expect(pageFindings('Home Office … Page 1 of 3', 1, 88)).toEqual([
      { code: 'pagesMissing', tone: 'warn', params: { missing: '2, 3', total: 3, count: 2 }, confidence: 88 },
    ]);
  });

  it('reads "Page 2/3" and OCR\'s "Paqe 1 0f 3"', () => {
    expect(pageFindings('Paqe 1 0f 3\n…\nPage 2/3', 2, null)[0]?.params).toEqual({
      missing: '3',
      total: 3,
      count: 1,
    });
  });

  it('misses nothing when the file has as many pages as the document says, footers read or not', () => {
    expect(pageFindings('Page 1 of 3 … Page 3 of 3', 3, null)).toEqual([]);
    expect(pageFindings('Page 1 of 1', 1, null)).toEqual([]);
    expect(pageFindings('No page numbers here', 1, null)).toEqual([]);
  });

  it('ignores numbers that cannot be pages', () => {
    expect(pageFindings('page 4 of 3, page 1 of 900', 1, null)).toEqual([]);
  });
});
