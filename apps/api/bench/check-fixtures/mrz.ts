/**
 * Machine-readable zones (ICAO 9303) for the fixture passports and residence permit, with check
 * digits computed, so a reader that trusts a field only when its check digit agrees has real ones to agree with.
 */

const WEIGHTS = [7, 3, 1];

function charValue(char: string): number {
  if (char === '<') return 0;
  if (char >= '0' && char <= '9') return Number(char);
  if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55; // A = 10 … Z = 35
  throw new Error(`not an MRZ character: ${char}`);
}

export function checkDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += charValue(field.charAt(i)) * (WEIGHTS[i % 3] ?? 1);
  return String(sum % 10);
}

const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);
/** 2031-06-04 → 310604 */
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');
const nameField = (surname: string, given: string[], length: number) =>
  pad(`${surname}<<${given.join('<')}`, length);

export interface MrzPerson {
  surname: string;
  givenNames: string[];
  /** ISO 3166 alpha-3 */
  nationality: string;
  birthDate: string;
  sex: 'F' | 'M';
}

/** A passport's two 44-character lines (TD3). */
export function td3(person: MrzPerson, issuer: string, documentNumber: string, expiry: string): string[] {
  const line1 = pad(`P<${issuer}${nameField(person.surname, person.givenNames, 39)}`, 44);
  const number = pad(documentNumber, 9);
  const birth = yymmdd(person.birthDate);
  const expires = yymmdd(expiry);
  const personal = pad('', 14);
  const numberPart = number + checkDigit(number);
  const birthPart = birth + checkDigit(birth);
  const expiryPart = expires + checkDigit(expires);
  const personalPart = personal + checkDigit(personal);
  const composite = checkDigit(numberPart + birthPart + expiryPart + personalPart);
  const line2 = `${numberPart}${person.nationality}${birthPart}${person.sex}${expiryPart}${personalPart}${composite}`;
  return [line1, line2];
}

/** A residence permit's (BRP's) three 30-character lines (TD1), document code IR. */
export function td1(person: MrzPerson, issuer: string, documentNumber: string, expiry: string): string[] {
  const number = pad(documentNumber, 9);
  const optional1 = pad('', 15);
  const line1 = `IR${issuer}${number}${checkDigit(number)}${optional1}`;
  const birth = yymmdd(person.birthDate);
  const expires = yymmdd(expiry);
  const optional2 = pad('', 11);
  const upper = `${number}${checkDigit(number)}${optional1}`;
  const lower = `${birth}${checkDigit(birth)}${expires}${checkDigit(expires)}${optional2}`;
  const composite = checkDigit(upper + lower);
  const line2 = `${birth}${checkDigit(birth)}${person.sex}${expires}${checkDigit(expires)}${person.nationality}${optional2}${composite}`;
  const line3 = nameField(person.surname, person.givenNames, 30);
  return [line1, line2, line3];
}
