import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import { applyDirection } from './direction';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  readLanguageCookie,
  writeLanguageCookie,
} from './language-cookie';
import { loadScriptFonts } from './script-fonts';
import { applyTextOverrides } from './text-overrides';

/** A language's texts; their plural keys differ by language (Arabic has six forms, Vietnamese one). */
type Messages = Record<string, unknown>;

// English ships in the main bundle as the fallback; the others load only when chosen.
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('@/locales/es.json'),
  de: () => import('@/locales/de.json'),
  it: () => import('@/locales/it.json'),
  ru: () => import('@/locales/ru.json'),
  ar: () => import('@/locales/ar.json'),
  fa: () => import('@/locales/fa.json'),
  ckb: () => import('@/locales/ckb.json'),
  ps: () => import('@/locales/ps.json'),
  ti: () => import('@/locales/ti.json'),
  ur: () => import('@/locales/ur.json'),
  vi: () => import('@/locales/vi.json'),
  sq: () => import('@/locales/sq.json'),
};

// The signed-in screens' texts load with the shell, so the sign-in page does not carry them.
const appLoaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  en: () => import('@/locales/app/en.json'),
  es: () => import('@/locales/app/es.json'),
  de: () => import('@/locales/app/de.json'),
  it: () => import('@/locales/app/it.json'),
  ru: () => import('@/locales/app/ru.json'),
  ar: () => import('@/locales/app/ar.json'),
  fa: () => import('@/locales/app/fa.json'),
  ckb: () => import('@/locales/app/ckb.json'),
  ps: () => import('@/locales/app/ps.json'),
  ti: () => import('@/locales/app/ti.json'),
  ur: () => import('@/locales/app/ur.json'),
  vi: () => import('@/locales/app/vi.json'),
  sq: () => import('@/locales/app/sq.json'),
};

// The key dates' screens (a case's key dates, the Deadlines queue, the rules and holidays) bring
// their own texts, so the signed-in shell every page loads does not carry them.
const keyDateLoaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  en: () => import('@/locales/key-dates/en.json'),
  es: () => import('@/locales/key-dates/es.json'),
  de: () => import('@/locales/key-dates/de.json'),
  it: () => import('@/locales/key-dates/it.json'),
  ru: () => import('@/locales/key-dates/ru.json'),
  ar: () => import('@/locales/key-dates/ar.json'),
  fa: () => import('@/locales/key-dates/fa.json'),
  ckb: () => import('@/locales/key-dates/ckb.json'),
  ps: () => import('@/locales/key-dates/ps.json'),
  ti: () => import('@/locales/key-dates/ti.json'),
  ur: () => import('@/locales/key-dates/ur.json'),
  vi: () => import('@/locales/key-dates/vi.json'),
  sq: () => import('@/locales/key-dates/sq.json'),
};

export const i18n = i18next.createInstance();

/** How the browser and the server's render of a page both start i18next, so both say the same. */
const OPTIONS: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
};

/**
 * Texts loaded when first wanted, one file a language, laid over what i18next holds with the firm's
 * corrections over them; once wanted, a language chosen later loads its file too (setLanguage).
 */
function textTier(files: Record<LanguageCode, () => Promise<{ default: Messages }>>) {
  let wanted = false;
  const loading = new Map<LanguageCode, Promise<void>>();
  const done = new Set<LanguageCode>();
  function ensure(code: LanguageCode): Promise<void> {
    if (!wanted) return Promise.resolve();
    let pending = loading.get(code);
    if (!pending) {
      pending = files[code]().then(async (messages) => {
        i18n.addResourceBundle(code, 'translation', messages.default, true, true);
        await applyTextOverrides(i18n, code);
        done.add(code);
      });
      // A failed load (offline) is tried again by the next call.
      pending.catch(() => loading.delete(code));
      loading.set(code, pending);
    }
    return pending;
  }
  return {
    ensure,
    /** English, the fallback, and the current language. */
    async load(): Promise<void> {
      wanted = true;
      await Promise.all([ensure(DEFAULT_LANGUAGE), ensure(currentLanguage())]);
    },
    loaded: () => done.has(DEFAULT_LANGUAGE) && done.has(currentLanguage()),
  };
}

const appTexts = textTier(appLoaders);
const keyDateTier = textTier(keyDateLoaders);

/** Loads the texts of the signed-in screens (English as the fallback, and the current language). */
export const loadAppMessages = (): Promise<void> => appTexts.load();

/** The key dates' texts in English and the current language, loaded once for each language. */
export const keyDateTexts = (): Promise<void> => keyDateTier.load();

/** Whether the key dates' texts of the current language are loaded already. */
export const keyDateTextsLoaded = (): boolean => keyDateTier.loaded();

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (code !== 'en' && !i18n.hasResourceBundle(code, 'translation')) {
    const messages = await loaders[code]();
    i18n.addResourceBundle(code, 'translation', messages.default);
  }
  await applyTextOverrides(i18n, code);
}

function reflectOnDocument(code: LanguageCode): void {
  document.documentElement.lang = code;
  applyDirection(code);
  loadScriptFonts(code);
}

/** Starts i18next in the language remembered in the `lang` cookie, loading it before first render. */
export async function initI18n(): Promise<typeof i18n> {
  const code = readLanguageCookie();
  const resources: Resource = { en: { translation: en } };
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({ ...OPTIONS, resources, lng: DEFAULT_LANGUAGE });
  }
  try {
    await setLanguage(code, { remember: false });
  } catch {
    // The language file could not load (offline, new deploy): English beats no interface at all.
    await setLanguage(DEFAULT_LANGUAGE, { remember: false });
  }
  return i18n;
}

const choiceListeners = new Set<(code: LanguageCode) => void>();

/** Runs when a person picks a language (not at start-up), e.g. to remember it on their account. */
export function onLanguageChosen(listener: (code: LanguageCode) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

export async function setLanguage(code: string, { remember = true } = {}): Promise<void> {
  const language = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  await ensureLoaded(DEFAULT_LANGUAGE);
  await ensureLoaded(language);
  await appTexts.ensure(language);
  await keyDateTier.ensure(language);
  await i18n.changeLanguage(language);
  reflectOnDocument(language);
  if (remember) {
    writeLanguageCookie(language);
    for (const listener of choiceListeners) listener(language);
  }
}

export function currentLanguage(): LanguageCode {
  const code = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * The texts a public page starts with in `code`, as the browser has them when it hydrates the
 * page the server sent (decision 042): English and the language's own, each with the firm's
 * corrections of it laid over (`corrections`, by language), and not the signed-in screens' texts.
 * For the server's render of the page (src/prerender.tsx), an instance of its own each time.
 */
export async function i18nForPage(
  code: LanguageCode,
  corrections: Partial<Record<LanguageCode, Messages>> = {},
): Promise<I18n> {
  const page = i18next.createInstance();
  await page.use(initReactI18next).init({ ...OPTIONS, resources: { en: { translation: en } }, lng: code });
  for (const language of new Set([DEFAULT_LANGUAGE, code])) {
    if (language !== 'en')
      page.addResourceBundle(language, 'translation', (await loaders[language]()).default);
    const corrected = corrections[language];
    if (corrected) page.addResourceBundle(language, 'translation', corrected, true, true);
  }
  await page.changeLanguage(code);
  return page;
}
