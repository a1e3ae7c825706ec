import { describe, expect, it } from 'vitest';
import { makeToken } from '@/test/tokens';
import { decodeToken, InvalidTokenError } from './jwt';

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidTokenError) return error.reason;
    throw error;
  }
  return 'no error';
}

describe('decodeToken', () => {
  it('reads the payload claims, including non-Latin names', () => {
    const claims = decodeToken(makeToken({ FirstName: 'Ольга', LastName: 'Müller', exp: 123 }));
    expect(claims).toMatchObject({ FirstName: 'Ольга', LastName: 'Müller', exp: 123 });
  });

  it('raises a named error for a token that is not a string', () => {
    expect(reasonOf(() => decodeToken(42))).toBe('not-a-string');
    expect(() => decodeToken(null)).toThrow(InvalidTokenError);
  });

  it('raises a named error when the payload part is missing', () => {
    expect(reasonOf(() => decodeToken('only-a-header'))).toBe('missing-part');
  });

  it('raises a named error for a payload that is not base64', () => {
    expect(reasonOf(() => decodeToken('a.%%%.c'))).toBe('bad-base64');
  });

  it('raises a named error for a payload that is not JSON', () => {
    expect(reasonOf(() => decodeToken(`a.${btoa('not json')}.c`))).toBe('bad-json');
  });
});
