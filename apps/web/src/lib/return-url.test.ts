import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnUrl('/case/12?tab=docs')).toBe('/case/12?tab=docs');
  });

  it('falls back to / for missing, external or protocol-relative targets', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnUrl(raw)).toBe('/');
    }
  });
});

describe('loginPathFor', () => {
  it('encodes the original path and query into returnUrl', () => {
    expect(loginPathFor('/dashboard')).toBe('/account/login?returnUrl=%2Fdashboard');
    expect(loginPathFor('/cases', '?page=2')).toBe('/account/login?returnUrl=%2Fcases%3Fpage%3D2');
  });
});
