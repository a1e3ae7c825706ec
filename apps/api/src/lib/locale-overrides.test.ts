import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocaleOverridesError, readLocaleOverrides, withOverrides } from './locale-overrides.ts';

const shipped = () => ({
  web: { login: { title: 'Sign in', submit: 'Sign in' }, errorCodes: { CASE_NOT_FOUND: 'Not found' } },
  emails: { account: { reset: { subject: 'Reset your password', action: 'Choose' } } },
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docket-locales-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, content: unknown) =>
  writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));

describe('the firm’s corrections of the texts (DATA_DIR/locales)', () => {
  it('reads nothing when there is no folder', () => {
    expect(readLocaleOverrides(join(dir, 'none'), shipped)).toEqual({});
  });

  it('keeps each language’s web and e-mail corrections apart, with a version that changes with the file', () => {
    write('ar.json', {
      login: { title: 'تسجيل الدخول' },
      emails: { account: { reset: { subject: 'إعادة' } } },
    });
    const first = readLocaleOverrides(dir, shipped);
    expect(first.ar?.web).toEqual({ login: { title: 'تسجيل الدخول' } });
    expect(first.ar?.emails).toEqual({ account: { reset: { subject: 'إعادة' } } });
    write('ar.json', { login: { title: 'دخول' } });
    expect(readLocaleOverrides(dir, shipped).ar?.version).not.toBe(first.ar?.version);
  });

  it.each([
    [{ login: { titel: 'x' } }, 'login.titel'],
    [{ emails: { account: { reset: { subjet: 'x' } } } }, 'emails.account.reset.subjet'],
    [{ emails: { invoices: {} } }, 'emails.invoices'],
    [{ login: 'x' }, 'login (must be an object)'],
    [{ login: { title: { deeper: 'x' } } }, 'login.title (must be a string)'],
  ])('stops at an unknown key, naming the file and the key: %j', (content, key) => {
    write('fa.json', content);
    expect(() => readLocaleOverrides(dir, shipped)).toThrow(LocaleOverridesError);
    expect(() => readLocaleOverrides(dir, shipped)).toThrow(join(dir, 'fa.json'));
    expect(() => readLocaleOverrides(dir, shipped)).toThrow(key);
  });

  it('stops at a file that is not JSON, and at one named for no language of Docket', () => {
    write('ps.json', '{ "login": ');
    expect(() => readLocaleOverrides(dir, shipped)).toThrow(/ps\.json is not valid JSON/);
    rmSync(join(dir, 'ps.json'));
    write('xx.json', {});
    expect(() => readLocaleOverrides(dir, shipped)).toThrow(
      /xx\.json: "xx" is not one of Docket's languages/,
    );
  });

  it('lays corrections over the shipped texts key by key, leaving the rest', () => {
    expect(withOverrides(shipped().web, { login: { title: 'Enter' } })).toEqual({
      login: { title: 'Enter', submit: 'Sign in' },
      errorCodes: { CASE_NOT_FOUND: 'Not found' },
    });
  });
});
