/**
 * The locale `Intl` formats a language with, on the server and in the browser alike. Docket's
 * English is the firm's, British: "26 Nov 2026" and "26/11/2026", never "11/26/26"; every other
 * language is formatted as its own, with two corrections (decision 040):
 *
 * - Arabic with Arabic-Indic digits (٢٦): the clients' Arabic is Sudan's, Syria's, Iraq's and
 *   Egypt's, whose locales use them, where ICU's bare `ar` now writes Latin digits.
 * - Persian and Pashto in the Gregorian calendar: their locales default to the Solar Hijri one,
 *   and a Home Office deadline must read as the same day to the client and to the firm. Their
 *   Extended Arabic-Indic digits (۲۶) stay; Central Kurdish keeps its Arabic-Indic ones, Urdu,
 *   Tigrinya, Vietnamese and Albanian their Latin ones.
 */
const LOCALES: Record<string, string> = {
  en: 'en-GB',
  ar: 'ar-u-nu-arab',
  fa: 'fa-u-ca-gregory',
  ps: 'ps-u-ca-gregory',
  ckb: 'ckb-u-ca-gregory',
};

export function intlLocale(language: string): string {
  return LOCALES[language] ?? language;
}
