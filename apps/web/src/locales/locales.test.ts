import { readFileSync } from 'node:fs';
import {
  ENDPOINTS,
  type EndpointSpec,
  ERROR_CODES,
  type ErrorCode,
  errorMessage,
  LANGUAGES,
  MESSAGES,
  type MessageKey,
  possibleErrors,
} from '@docket/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { translateErrorCode } from '@/lib/error-messages';
import { setLanguage } from '@/lib/i18n';
import { must } from '@/test/must';

type Tree = { [key: string]: string | Tree };

// Read from disk: i18next merges the shell's texts into the very objects the app imported.
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Tree;

const STATUS = read('./status.json') as Record<string, string>;

/** The calls of the screens that load the key dates' file (its tags in the contract). */
const KEY_DATE_TAGS = ['key dates', 'calendar', 'tasks'];

/**
 * Each language: its entry file (the sign-in pages' texts), the signed-in screens' file, loaded
 * with the shell, and the key dates' file, loaded with their screens.
 */
const LOCALES: Record<string, { entry: Tree; app: Tree; keyDates: Tree }> = Object.fromEntries(
  LANGUAGES.map((code) => [
    code,
    {
      entry: read(`./${code}.json`),
      app: read(`./app/${code}.json`),
      keyDates: read(`./key-dates/${code}.json`),
    },
  ]),
);

function flatten(tree: Tree | undefined, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') Object.assign(out, flatten(value, path));
    else out[path] = value;
  }
  return out;
}

/** A language as i18next holds it once its files are loaded (each merged in deeply). */
const merged = (code: string) => {
  const { entry, app, keyDates } = must(LOCALES[code], `the ${code} texts`);
  return { ...flatten(entry), ...flatten(app), ...flatten(keyDates) };
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Plural forms differ by language (Russian has few and many), so keys compare without their suffix. */
const baseKeys = (messages: Record<string, string>) => [
  ...new Set(Object.keys(messages).map((key) => key.replace(PLURAL_SUFFIX, ''))),
];
const pluralForms = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;
/** The plural form of a key covers exactly one number in this language (English "one" does, Russian "one" does not: 21). */
function isSingleNumberForm(code: string, key: string): boolean {
  const form = key.match(PLURAL_SUFFIX)?.[1];
  if (!form) return false;
  const rules = new Intl.PluralRules(code);
  return Array.from({ length: 1000 }, (_, n) => n).filter((n) => rules.select(n) === form).length === 1;
}
const paramsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** The codes whose sentence counts something: their translations need every plural form. */
const COUNTED: readonly ErrorCode[] = ['ACCOUNT_LOCKED', 'SOLICITOR_HAS_CASES'];

describe('locale files', () => {
  const english = merged('en');

  it('records every language’s status: English the original, the clients’ languages drafts until read', () => {
    expect(Object.keys(STATUS).sort()).toEqual([...LANGUAGES].sort());
    expect(STATUS.en).toBe('original');
    for (const code of ['ar', 'fa', 'ckb', 'ps', 'ti', 'ur', 'vi', 'sq'])
      expect(STATUS[code], code).toBe('draft');
    for (const status of Object.values(STATUS)) expect(['original', 'reviewed', 'draft']).toContain(status);
  });

  it.each(LANGUAGES.filter((code) => code !== 'en'))(
    '%s has every English key and is really translated',
    (code) => {
      const translated = merged(code);
      expect(baseKeys(translated).sort()).toEqual(baseKeys(english).sort());
      // Brand names, placeholders and a few international words may stay the same; most must not.
      const unchanged = Object.keys(english).filter((key) => english[key] === translated[key]);
      expect(unchanged.length / Object.keys(english).length).toBeLessThan(0.1);
    },
  );

  it.each(LANGUAGES)('%s fills in the same values as the English, in every key', (code) => {
    const translated = merged(code);
    for (const [key, text] of Object.entries(translated)) {
      const source = english[key] ?? english[key.replace(PLURAL_SUFFIX, '_other')];
      // A form that stands for one number only (Arabic's "one", "two") may say it in words ("ساعتين").
      const wanted = paramsOf(source ?? '').filter(
        (param) => !(param === 'count' && !text.includes('{{count}}') && isSingleNumberForm(code, key)),
      );
      expect(paramsOf(text), `${code}: ${key}`).toEqual(wanted);
    }
  });
});

describe('names that carry a visible number', () => {
  // The bell shows its count; a name without it fails axe's label-content-name-mismatch.
  it.each(LANGUAGES)('%s says the unread count in every form of the bell’s name', (code) => {
    const forms = Object.entries(merged(code)).filter(([key]) => key.startsWith('notifications.bellUnread_'));
    expect(forms.length).toBeGreaterThan(0);
    for (const [key, text] of forms) expect(text, `${code}: ${key}`).toContain('{{count}}');
  });
});

describe('errorCodes', () => {
  it.each(LANGUAGES)(
    '%s translates every code of the contract, each plural form it needs, and no other',
    (code) => {
      const texts = must(LOCALES[code], `the ${code} texts`);
      const entry = flatten(texts.entry.errorCodes as Tree);
      const app = flatten(texts.app.errorCodes as Tree);
      const keyDates = flatten(texts.keyDates.errorCodes as Tree);
      const expected = ERROR_CODES.flatMap((error) =>
        COUNTED.includes(error) ? pluralForms(code).map((form) => `${error}_${form}`) : [error],
      );
      expect([...Object.keys(entry), ...Object.keys(app), ...Object.keys(keyDates)].sort()).toEqual(
        expected.sort(),
      );
      // Each code in one file only: a later tier would otherwise overwrite an earlier one's.
      const all = [...Object.keys(entry), ...Object.keys(app), ...Object.keys(keyDates)];
      expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    '%s: the key dates’ file says only failures of the calls its own screens make',
    (code) => {
      // Its texts load with the key dates', tasks' and calendar's screens (lib/i18n.ts): a code that
      // another screen's call can answer must be in a file loaded before it.
      const keyDates = baseKeys(
        flatten(must(LOCALES[code], `the ${code} texts`).keyDates.errorCodes as Tree),
      );
      const elsewhere = (Object.entries(ENDPOINTS) as Array<[string, EndpointSpec]>)
        .filter(([, endpoint]) => !KEY_DATE_TAGS.some((tag) => endpoint.tags?.includes(tag as never)))
        .flatMap(([, endpoint]) => possibleErrors(endpoint));
      expect(keyDates.filter((error) => elsewhere.includes(error as ErrorCode))).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: the sign-in pages can say every failure of the calls they make', (code) => {
    // The account pages (sign-in, sign-up, passwords, two-step enrolment, the lock screen) load no
    // texts of the signed-in screens: what their calls can answer must be in the entry's file.
    const entry = baseKeys(flatten(must(LOCALES[code], `the ${code} texts`).entry.errorCodes as Tree));
    const reachable = (Object.values(ENDPOINTS) as EndpointSpec[])
      .filter((endpoint) => endpoint.auth !== undefined || endpoint.allowRestricted)
      .flatMap((endpoint) => possibleErrors(endpoint));
    expect([...new Set(reachable)].filter((error) => !entry.includes(error))).toEqual([]);
  });

  describe('in English, the words of the contract', () => {
    afterEach(() => setLanguage('en', { remember: false }));

    const SAMPLE: Partial<Record<ErrorCode, Record<string, string | number>[]>> = {
      ROUTE_NOT_FOUND: [{ method: 'GET', path: '/api/Nothing' }],
      INTERNAL: [{ requestId: 'req-42' }],
      ACCOUNT_LOCKED: [{ minutes: 1 }, { minutes: 10 }],
      SOLICITOR_HAS_CASES: [{ count: 1 }, { count: 3 }],
      DOCUMENT_WRONG_LIST: [{ documentName: 'Passport' }],
      CASE_ALREADY_IN_STATUS: [{ status: 'Pending' }],
      ITEM_ALREADY_IN_STATE: [{ state: 'Accepted' }],
      FILE_TOO_LARGE: [{ limit: '25 MB' }],
      FILE_TYPE_NOT_ACCEPTED: [{ formats: 'PDF, JPG, PNG' }],
    };

    it.each(ERROR_CODES)('%s', (error) => {
      for (const params of SAMPLE[error] ?? [undefined]) {
        const failure = new ApiError({ status: 400, code: error, params, responseMessage: 'not this' });
        expect(translateErrorCode(failure)).toBe(errorMessage(error, params as never));
      }
    });
  });
});

describe('messages', () => {
  const keys = (Object.keys(MESSAGES) as MessageKey[]).sort();

  it.each(LANGUAGES)('%s translates every message key of the contract, and no other', (code) => {
    const texts = must(LOCALES[code], `the ${code} texts`);
    const entry = flatten(texts.entry.messages as Tree);
    const app = flatten(texts.app.messages as Tree);
    const keyDates = flatten(texts.keyDates.messages as Tree);
    expect([...Object.keys(entry), ...Object.keys(app), ...Object.keys(keyDates)].sort()).toEqual(keys);
    const all = [...Object.keys(entry), ...Object.keys(app), ...Object.keys(keyDates)];
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });

  it('says in English what the contract says', () => {
    const english = merged('en');
    for (const key of keys) {
      expect(english[`messages.${key}`], key).toBe(MESSAGES[key]);
    }
  });
});
