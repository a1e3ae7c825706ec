import type { i18n as I18n } from 'i18next';

/**
 * The firm's corrections of the shipped texts (DATA_DIR/locales, decision 040). The bundled
 * language files stay as built; the server names, in the page it sends, the languages it has
 * corrections for and their version (`<meta name="docket-text-overrides" content="ar:1a2b fa:3c4d">`),
 * and only those are fetched, once, and laid over the bundled texts. No meta, no request.
 */
export const OVERRIDES_META = 'docket-text-overrides';

type Texts = Record<string, unknown>;
const fetched = new Map<string, Promise<Texts | null>>();

/** The languages with corrections and each one's version, as the page names them. */
export function overrideVersions(): Map<string, string> {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${OVERRIDES_META}"]`)?.content ?? '';
  return new Map(
    content
      .split(/\s+/)
      .map((pair) => pair.split(':'))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
  );
}

/** The address of a language's corrections: versioned, so a browser may keep it for good. */
export const overridesUrl = (code: string, version: string) => `/locales/overrides/${code}.${version}.json`;

function fetchOverrides(code: string, version: string): Promise<Texts | null> {
  let pending = fetched.get(code);
  if (!pending) {
    pending = fetch(overridesUrl(code, version), { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<Texts>) : null))
      // The shipped texts are still right, only uncorrected: better than no screen.
      .catch(() => null);
    fetched.set(code, pending);
  }
  return pending;
}

/**
 * Lays a language's corrections over its texts, key by key; call after each of its bundles is
 * added (the sign-in texts, then the signed-in screens'), since adding one overwrites its keys.
 */
export async function applyTextOverrides(i18n: I18n, code: string): Promise<void> {
  const version = overrideVersions().get(code);
  if (!version) return;
  const texts = await fetchOverrides(code, version);
  if (texts) i18n.addResourceBundle(code, 'translation', texts, true, true);
}

/** Forgets what was fetched (tests). */
export function forgetTextOverrides(): void {
  fetched.clear();
}
