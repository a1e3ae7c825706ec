import { Metadata, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MessageKey } from './messages.ts';

/**
 * The one phone-number rule of every form and endpoint (decision 034). A number is read with the
 * United Kingdom as the default region, so "07700 900123" and "+44 7700 900123" are the same
 * number, and kept in E.164 ("+447700900123"). A number libphonenumber cannot make E.164 but the
 * specification's patterns accept (section 5: 4 digits, optional hyphen or space, 7 digits; or 3
 * and 7) is kept as the digits given, as a client written against the specification sends it.
 */

/** The region a number without a country code belongs to. */
export const DEFAULT_PHONE_REGION = 'GB' as const;

/** Longer than any number people type with its spaces; refuses a pasted paragraph before it is parsed. */
export const PHONE_MAX_LENGTH = 40;

/** The specification's phone patterns (section 5): a client written against it sends these. */
export const SPEC_PHONE_PATTERNS = {
  /** 4 digits, optional hyphen or space, 7 digits (a UK mobile such as 0770 0900123). */
  mobile: /^\d{4}[- ]?\d{7}$/,
  /** 3 digits, optional hyphen or space, 7 digits. */
  landline: /^\d{3}[- ]?\d{7}$/,
} as const;

/** Digits, spaces, hyphens, dots, brackets and a leading plus: an extension or a letter is not a number. */
const TYPED_NUMBER = /^\+?[\d\s().-]+$/;

/** The one message for a number that is not one. */
export const INVALID_PHONE_MESSAGE = 'contact.invalid' satisfies MessageKey;

/** The numbering plan's view the typings leave out: its pattern of national numbers. */
type NumberingPlan = { nationalNumberPattern(): string };

/**
 * Whether the number has a length its country uses and matches the country's pattern of national
 * numbers. Not `isValid()`: for the UK that checks each range, and refuses the ranges Ofcom keeps
 * for examples and drama (07700 900123 among them), which people and tests use; and a range
 * opened after this release of the library would be refused until it is updated.
 */
function fitsNumberingPlan(number: PhoneNumber): boolean {
  if (!number.isPossible()) return false;
  const metadata = new Metadata();
  // At run time the numbering plan is chosen by calling code as well as by country.
  metadata.selectNumberingPlan(number.countryCallingCode as Parameters<Metadata['selectNumberingPlan']>[0]);
  const plan = metadata.numberingPlan as unknown as NumberingPlan | undefined;
  if (!plan) return false;
  return new RegExp(`^(?:${plan.nationalNumberPattern()})$`).test(number.nationalNumber);
}

/**
 * The number as it is stored: E.164 when it is a number of its country's plan, else the digits of
 * a number in one of the specification's patterns; null when it is neither.
 */
export function storedPhoneNumber(text: string): string | null {
  const typed = text.trim();
  if (typed.length > PHONE_MAX_LENGTH || !TYPED_NUMBER.test(typed)) return null;
  const number = parsePhoneNumberFromString(typed, DEFAULT_PHONE_REGION);
  if (number && fitsNumberingPlan(number)) return number.number;
  if (SPEC_PHONE_PATTERNS.mobile.test(typed) || SPEC_PHONE_PATTERNS.landline.test(typed))
    return typed.replace(/\D/g, '');
  return null;
}

/**
 * A stored number as people read it: a UK number in the national format ("07700 900123"), any
 * other in the international one ("+49 30 901820"), and digits kept as given as they are.
 */
export function readablePhoneNumber(stored: string | null | undefined): string {
  if (!stored) return '';
  if (!stored.startsWith('+')) return stored;
  const number = parsePhoneNumberFromString(stored);
  if (!number) return stored;
  return number.countryCallingCode === '44' ? number.formatNational() : number.formatInternational();
}
