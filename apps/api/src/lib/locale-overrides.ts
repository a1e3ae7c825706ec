import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage, type Language } from '@docket/contract';

/** A language file's texts: nested objects whose leaves are the strings. */
export type TextTree = { [key: string]: string | TextTree };

/** What a firm corrected in one language: the web app's strings, and each e-mail family's. */
export type LanguageOverrides = { web: TextTree; emails: Record<string, TextTree>; version: string };
export type LocaleOverrides = Partial<Record<Language, LanguageOverrides>>;

/** The texts a language's overrides are checked against (its own files, as shipped). */
export type KnownTexts = (language: Language) => { web: TextTree; emails: Record<string, TextTree> };

/** The section of an override file that holds e-mail strings; everything else is the web app's. */
const EMAILS = 'emails';

export class LocaleOverridesError extends Error {
  override name = 'LocaleOverridesError';
}

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of `override` that `known` lacks (or whose shape differs), as dotted paths. */
function unknownKeys(override: Record<string, unknown>, known: TextTree, prefix: string): string[] {
  return Object.entries(override).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const shipped = Object.hasOwn(known, key) ? known[key] : undefined;
    if (shipped === undefined) return [path];
    if (typeof shipped === 'string') return typeof value === 'string' ? [] : [`${path} (must be a string)`];
    return isTree(value) ? unknownKeys(value, shipped, path) : [`${path} (must be an object)`];
  });
}

/**
 * Reads `DATA_DIR/locales/<lng>.json`, a firm's corrections of the shipped texts, at start. Every
 * key must be one the language's own files have: a misspelt key would otherwise be ignored in
 * silence and the firm believe its correction made. A file that is not JSON, names no language or
 * holds an unknown key stops the start with a message naming the file and the key.
 */
export function readLocaleOverrides(dir: string, known: KnownTexts): LocaleOverrides {
  if (!existsSync(dir)) return {};
  const overrides: LocaleOverrides = {};
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = join(dir, name);
    const language = name.slice(0, -'.json'.length);
    if (!isLanguage(language)) {
      throw new LocaleOverridesError(`${file}: "${language}" is not one of Docket's languages`);
    }
    const raw = readFileSync(file, 'utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      throw new LocaleOverridesError(`${file} is not valid JSON: ${(error as Error).message}`);
    }
    if (!isTree(parsed)) throw new LocaleOverridesError(`${file} must hold a JSON object`);
    const { [EMAILS]: emails = {}, ...web } = parsed;
    if (!isTree(emails)) throw new LocaleOverridesError(`${file}: "${EMAILS}" must be an object`);
    const texts = known(language);
    const problems = [
      ...unknownKeys(web, texts.web, ''),
      ...unknownKeys(emails, texts.emails as TextTree, EMAILS),
    ];
    if (problems.length) {
      throw new LocaleOverridesError(
        `${file} overrides keys the ${language} texts do not have: ${problems.join(', ')}`,
      );
    }
    overrides[language] = {
      web: web as TextTree,
      emails: emails as Record<string, TextTree>,
      version: createHash('sha256').update(raw).digest('base64url').slice(0, 12),
    };
  }
  return overrides;
}

/** The shipped texts with a firm's corrections laid over them, key by key. */
export function withOverrides<T>(base: T, override: TextTree | undefined): T {
  if (!override) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = typeof value === 'string' ? value : withOverrides(merged[key], value);
  }
  return merged as T;
}
