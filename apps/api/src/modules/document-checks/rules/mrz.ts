import { checkDigit } from './check-digit.ts';

/**
 * The machine-readable zone of a passport (TD3: two lines of 44) or of an identity card or
 * residence permit (TD1: three lines of 30). Tesseract's English model reads the filler `<` as K,
 * L, C or E, so a parse of the whole zone fails on nearly every photo. What is read instead is the
 * line of numbers, by position, and a field is trusted only when its ICAO check digit agrees: a
 * misread digit cannot pass its check digit (bar one chance in ten, which is why the number and
 * both dates are each checked on their own).
 */
export type MrzKind = 'passport' | 'residencePermit' | 'idCard';
export type MrzField = 'documentNumber' | 'birthDate' | 'expiry';

export interface MrzReading {
  kind: MrzKind;
  /** Fields whose check digit agreed. Dates are YYYY-MM-DD, the number without filler. */
  documentNumber: string | null;
  birthDate: string | null;
  expiry: string | null;
  /** Fields found whose check digit did not agree: not used. */
  failed: MrzField[];
}

/** Letters OCR reads for the filler `<`. */
const FILLER_MISREADS = '<KLCE';
const DIGIT = '[0-9O]';
const SEX = `[MFX${FILLER_MISREADS}]`;

/** TD3's second line: number, its check, nationality, birth, check, sex, expiry, check. */
const TD3_NUMBERS = new RegExp(
  `([A-Z0-9<]{9})(${DIGIT})([A-Z<]{3})(${DIGIT}{6})(${DIGIT})${SEX}(${DIGIT}{6})(${DIGIT})`,
);
/** TD1's first line: document code, issuing state, number, its check. */
const TD1_FIRST = /^([ACI][A-Z<])([A-Z<]{3})([A-Z0-9<]{9})([0-9O])/;
/** TD1's second line: birth, check, sex, expiry, check, nationality. */
const TD1_SECOND = new RegExp(`^(${DIGIT}{6})(${DIGIT})${SEX}(${DIGIT}{6})(${DIGIT})[A-Z<]{3}`);

/** The lines of a text that look like an MRZ: no spaces, at least 28 characters, nearly all A–Z, 0–9, <. */
export function mrzLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.toUpperCase().replace(/\s+/g, '').replaceAll('«', '<'))
    .filter((line) => line.length >= 28 && (line.match(/[A-Z0-9<]/g)?.length ?? 0) >= line.length * 0.9);
}

/** The kind the MRZ's first line names, read even when its numbers are not: P for passports, IR for a BRP. */
export function mrzKind(lines: string[]): MrzKind | null {
  for (const line of lines.filter(hasFiller)) {
    if (line.length >= 40 && /^P[A-Z<][A-Z]{3}[A-Z<]+$/.test(line)) return 'passport';
    if (line.length >= 28 && line.length <= 34 && TD1_FIRST.test(line)) {
      return line.startsWith('IR') ? 'residencePermit' : 'idCard';
    }
  }
  return null;
}

/** A zone's line ends in filler, or holds some: a line of capitals ("PLEASE SEND US …") does not. */
function hasFiller(line: string): boolean {
  return line.includes('<') || /[KLCE]{5,}$/.test(line);
}

export function readMrz(text: string, today: string): MrzReading | null {
  const lines = mrzLines(text);
  const kind = mrzKind(lines);
  for (const line of lines) {
    if (line.length < 36) continue;
    const match = TD3_NUMBERS.exec(line);
    if (!match) continue;
    const [, number = '', numberCheck = '', , birth = '', birthCheck = '', expiry = '', expiryCheck = ''] =
      match;
    return reading(kind === 'passport' || kind === null ? 'passport' : kind, today, {
      number: [number, numberCheck],
      birth: [birth, birthCheck],
      expiry: [expiry, expiryCheck],
    });
  }
  for (const [i, line] of lines.entries()) {
    if (line.length < 28 || line.length > 34) continue;
    const match = TD1_SECOND.exec(line);
    if (!match) continue;
    const [, birth = '', birthCheck = '', expiry = '', expiryCheck = ''] = match;
    const first = TD1_FIRST.exec(lines[i - 1] ?? '');
    return reading(kind ?? 'idCard', today, {
      number: first ? [first[3] ?? '', first[4] ?? ''] : null,
      birth: [birth, birthCheck],
      expiry: [expiry, expiryCheck],
    });
  }
  return null;
}

type Checked = [value: string, check: string];

function reading(
  kind: MrzKind,
  today: string,
  fields: { number: Checked | null; birth: Checked; expiry: Checked },
): MrzReading {
  const failed: MrzField[] = [];
  let documentNumber: string | null = null;
  if (fields.number) {
    documentNumber = trustedNumber(fields.number);
    if (documentNumber === null) failed.push('documentNumber');
  }
  const birthDate = trustedDate(fields.birth, (yy) => (yy > Number(today.slice(2, 4)) ? 1900 : 2000) + yy);
  if (birthDate === null) failed.push('birthDate');
  const expiry = trustedDate(fields.expiry, (yy) => 2000 + yy);
  if (expiry === null) failed.push('expiry');
  return { kind, documentNumber, birthDate, expiry, failed };
}

/** A number shorter than 9 ends in filler, which OCR may have read as letters: those are tried as filler too. */
function trustedNumber([value, check]: Checked): string | null {
  const digit = digits(check);
  const candidates = [value, value.replace(/[KLCE<]+$/, (tail) => '<'.repeat(tail.length))];
  const agreed = candidates.find((candidate) => checkDigit(candidate) === Number(digit));
  return agreed ? agreed.replace(/<+$/, '') || null : null;
}

function trustedDate([value, check]: Checked, century: (yy: number) => number): string | null {
  const yymmdd = digits(value);
  if (checkDigit(yymmdd) !== Number(digits(check))) return null;
  const year = century(Number(yymmdd.slice(0, 2)));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** In a field of digits, an O can only be a zero. */
function digits(value: string): string {
  return value.replaceAll('O', '0');
}
