/** ICAO 9303 check digit: characters valued 0–9, A=10 … Z=35, filler 0, weighted 7, 3, 1 in turn. */
export function checkDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    sum += charValue(field.charCodeAt(i)) * (WEIGHTS[i % 3] ?? 1);
  }
  return sum % 10;
}

const WEIGHTS = [7, 3, 1] as const;

function charValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return 0;
}
