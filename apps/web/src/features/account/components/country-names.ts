import { COUNTRY_CODES, countryCodeOf, intlLocale, SPEC_COUNTRY_OPTIONS } from '@docket/contract';

/**
 * The specification's options that have no ISO code (Jammu Kashmir): offered as they are, named
 * as the specification spells them in every language, and saved by that name.
 */
const OPTIONS_WITHOUT_CODE: readonly string[] = SPEC_COUNTRY_OPTIONS.filter(
  (option) => countryCodeOf(option) === null,
);

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
}

/**
 * Every country, named in the interface language and sorted in its alphabetical order; `code` is
 * what the address saves: the ISO code, or the specification's name for an option that has none.
 */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = regionNames(locale);
  const collator = new Intl.Collator(intlLocale(locale));
  return [
    ...COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })),
    ...OPTIONS_WITHOUT_CODE.map((option) => ({ code: option, name: option })),
  ].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The select's value for a stored country: its ISO code, also for one of the specification's names
 * ('UK' is GB), the name itself for an option without a code, and nothing for anything else.
 */
export function countryOptionOf(stored: string | null | undefined): string {
  if (!stored) return '';
  return countryCodeOf(stored) ?? (OPTIONS_WITHOUT_CODE.includes(stored) ? stored : '');
}

/** A stored country (an ISO code or one of the specification's names) as the reader calls it. */
export function countryName(stored: string | null | undefined, locale: string): string {
  if (!stored) return '';
  const code = countryCodeOf(stored);
  if (!code) return stored;
  return regionNames(locale)?.of(code) ?? code;
}
