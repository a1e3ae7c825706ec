/**
 * The locale `Intl` formats a language with, on the server and in the browser alike. Docket's
 * English is the firm's, British: "26 Nov 2026" and "26/11/2026", never "11/26/26"; every other
 * language is formatted as its own.
 */
export function intlLocale(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}
