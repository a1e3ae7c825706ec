import { MESSAGES } from '@docket/contract';
import { afterEach, describe, expect, it } from 'vitest';
import deApp from '../locales/app/de.json';
import enApp from '../locales/app/en.json';
import esApp from '../locales/app/es.json';
import it_App from '../locales/app/it.json';
import ruApp from '../locales/app/ru.json';
import deBase from '../locales/de.json';
import enBase from '../locales/en.json';
import esBase from '../locales/es.json';
import it_Base from '../locales/it.json';
import ruBase from '../locales/ru.json';
import { i18n, initI18n, setLanguage } from './i18n';

// Each language is the sign-in texts plus the signed-in screens' texts, loaded with the shell.
const en = { ...enBase, ...enApp };
const es = { ...esBase, ...esApp };
const de = { ...deBase, ...deApp };
const it_ = { ...it_Base, ...it_App };
const ru = { ...ruBase, ...ruApp };

import { readLanguageCookie } from './language-cookie';

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie
  document.cookie = value;
}

function clearCookie() {
  setCookie('lang=; path=/; max-age=0');
}

afterEach(async () => {
  await setLanguage('en', { remember: false });
  clearCookie();
});

describe('language choice', () => {
  it('switches the texts, the <html lang> and remembers the choice in the lang cookie', async () => {
    await setLanguage('de');
    expect(i18n.t('nav.cases')).toBe('Fälle');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('lang=de');
    expect(readLanguageCookie()).toBe('de');
  });

  it('restores the language from the cookie on start', async () => {
    setCookie('lang=ru; path=/');
    await initI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('errors.notFound')).toBe('Извините, страница не найдена');
  });

  it('falls back to English for an unknown cookie value', async () => {
    setCookie('lang=xx; path=/');
    await initI18n();
    expect(i18n.language).toBe('en');
  });
});

function flatten(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) Object.assign(out, flatten(value, path));
    else out[path] = String(value);
    return out;
  }, {});
}

/** Plural forms differ by language (Russian has few and many), so keys compare without their suffix. */
const baseKeys = (messages: Record<string, string>) => [
  ...new Set(Object.keys(messages).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
];

describe('locale files', () => {
  const english = flatten(en);

  it('translates every account message key of the contract, in English with the contract text', () => {
    // Case and case-type keys arrive with their screens.
    const pending = /^(case|caseType|note)\./;
    for (const [key, text] of Object.entries(MESSAGES).filter(([k]) => !pending.test(k))) {
      expect(english[`messages.${key}`], key).toBe(text);
    }
  });

  it.each([
    ['es', es],
    ['de', de],
    ['it', it_],
    ['ru', ru],
  ])('%s has every English key and is really translated', (_code, messages) => {
    const translated = flatten(messages);
    expect(baseKeys(translated).sort()).toEqual(baseKeys(english).sort());
    // Brand names, placeholders and a few international words may stay the same; most must not.
    const unchanged = Object.keys(english).filter((key) => english[key] === translated[key]);
    expect(unchanged.length / Object.keys(english).length).toBeLessThan(0.1);
  });
});
