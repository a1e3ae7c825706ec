import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
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
  es: () => import('../locales/es.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  ru: () => import('../locales/ru.json'),
  ar: () => import('../locales/ar.json'),
  fa: () => import('../locales/fa.json'),
  ckb: () => import('../locales/ckb.json'),
  ps: () => import('../locales/ps.json'),
  ti: () => import('../locales/ti.json'),
  ur: () => import('../locales/ur.json'),
  vi: () => import('../locales/vi.json'),
  sq: () => import('../locales/sq.json'),
};

// The signed-in screens' texts load with the shell, so the sign-in page does not carry them.
const appLoaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/app/en.json'),
  es: () => import('../locales/app/es.json'),
  de: () => import('../locales/app/de.json'),
  it: () => import('../locales/app/it.json'),
  ru: () => import('../locales/app/ru.json'),
  ar: () => import('../locales/app/ar.json'),
  fa: () => import('../locales/app/fa.json'),
  ckb: () => import('../locales/app/ckb.json'),
  ps: () => import('../locales/app/ps.json'),
  ti: () => import('../locales/app/ti.json'),
  ur: () => import('../locales/app/ur.json'),
  vi: () => import('../locales/app/vi.json'),
  sq: () => import('../locales/app/sq.json'),
};
const appLoaded = new Set<LanguageCode>();
let appWanted = false;

export const i18n = i18next.createInstance();

async function ensureAppLoaded(code: LanguageCode): Promise<void> {
  if (!appWanted || appLoaded.has(code)) return;
  const messages = await appLoaders[code]();
  i18n.addResourceBundle(code, 'translation', messages.default, true, true);
  appLoaded.add(code);
  await applyTextOverrides(i18n, code);
}

/** Loads the texts of the signed-in screens (English as the fallback, and the current language). */
export async function loadAppMessages(): Promise<void> {
  appWanted = true;
  await Promise.all([ensureAppLoaded(DEFAULT_LANGUAGE), ensureAppLoaded(currentLanguage())]);
}

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
    await i18n.use(initReactI18next).init({
      resources,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
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
  await ensureAppLoaded(language);
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
