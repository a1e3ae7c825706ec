import { describe, expect, it } from 'vitest';
import { intlLocale } from './intl-locale.ts';

describe('intlLocale', () => {
  it("formats the firm's English as British English and every other language as itself", () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(
      new Intl.DateTimeFormat(intlLocale('en'), { timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 26))),
    ).toBe('26/11/2026');
    expect(intlLocale('de')).toBe('de');
    expect(intlLocale('ru')).toBe('ru');
  });
});
