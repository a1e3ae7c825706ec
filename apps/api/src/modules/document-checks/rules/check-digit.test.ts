import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDigit } from './check-digit.ts';

describe('checkDigit (ICAO 9303, weights 7-3-1)', () => {
  it("gives the ICAO specimen passport's check digits", () => {
    // P<UTOERIKSSON<<ANNA<MARIA / L898902C36UTO7408122F1204159ZE184226B<<<<<10
    expect(checkDigit('L898902C3')).toBe(6);
    expect(checkDigit('740812')).toBe(2);
    expect(checkDigit('120415')).toBe(9);
    expect(checkDigit('ZE184226B<<<<<')).toBe(1);
  });

  it('catches any one digit misread, which is why a misread date is never trusted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 9 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (digits, at, shift) => {
          const position = at % digits.length;
          const misread = digits.map((digit, i) => (i === position ? (digit + shift) % 10 : digit));
          expect(checkDigit(misread.join(''))).not.toBe(checkDigit(digits.join('')));
        },
      ),
    );
  });
});
