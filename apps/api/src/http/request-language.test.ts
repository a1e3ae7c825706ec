import { LANGUAGES } from '@docket/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

const withCookie = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;

describe('the language of a request (cookie `lang`)', () => {
  it.each(LANGUAGES)('knows %s, among other cookies', (code) => {
    expect(requestLanguage(withCookie(`theme=dark; lang=${code}; other=1`))).toBe(code);
    expect(requestLanguage(withCookie(`lang=${code}`))).toBe(code);
  });

  it('answers English for no cookie, an unknown code or a longer word that starts like one', () => {
    expect(requestLanguage(withCookie(''))).toBe('en');
    expect(requestLanguage(withCookie('lang=xx'))).toBe('en');
    expect(requestLanguage(withCookie('lang=ckbx'))).toBe('en');
    expect(requestLanguage(withCookie('lang=arabic'))).toBe('en');
    expect(requestLanguage(withCookie('xlang=ar'))).toBe('en');
  });
});
