import { describe, expect, it } from 'vitest';
import { intlLocale } from './intl-locale.ts';
import { LANGUAGES } from './languages.ts';

const day = new Date(Date.UTC(2026, 10, 26));
const shortDate = (language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC' }).format(day);
const number = (language: string) => new Intl.NumberFormat(intlLocale(language)).format(1234);

describe('intlLocale', () => {
  it("formats the firm's English as British English and every other language as itself", () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(shortDate('en')).toBe('26/11/2026');
    expect(intlLocale('de')).toBe('de');
    expect(intlLocale('ru')).toBe('ru');
  });

  it('writes Arabic with Arabic-Indic digits, Persian and Pashto with their extended ones, Urdu with Latin ones', () => {
    expect(number('ar')).toBe('١٬٢٣٤');
    expect(number('ckb')).toBe('١٬٢٣٤');
    expect(number('fa')).toBe('۱٬۲۳۴');
    expect(number('ps')).toBe('۱٬۲۳۴');
    expect(number('ur')).toBe('1,234');
    expect(number('ti')).toBe('1,234');
  });

  it('dates every language in the Gregorian calendar, so a deadline is the same day to the client and the firm', () => {
    for (const language of LANGUAGES) {
      const year = new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', timeZone: 'UTC' })
        .formatToParts(day)
        .find((part) => part.type === 'year')?.value;
      const latin = year
        ?.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
        .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
      expect(latin, language).toBe('2026');
    }
  });
});
