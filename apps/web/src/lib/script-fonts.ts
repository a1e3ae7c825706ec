/**
 * The Noto faces of the scripts a phone may lack (decision 040), each loaded only once a language
 * written in it is chosen: Ethiopic for Tigrinya, Naskh Arabic for Pashto's and Kurdish's letters
 * (and the other Arabic-script languages). Regular and bold only; the stylesheets say
 * `font-display: swap`, so the text shows at once in the phone's own font.
 */
const FONTS: Record<string, () => Promise<unknown>> = {
  ti: () =>
    Promise.all([
      import('@fontsource/noto-sans-ethiopic/ethiopic-400.css'),
      import('@fontsource/noto-sans-ethiopic/ethiopic-700.css'),
    ]),
  arabic: () =>
    Promise.all([
      import('@fontsource/noto-naskh-arabic/arabic-400.css'),
      import('@fontsource/noto-naskh-arabic/arabic-700.css'),
    ]),
};
const SCRIPT: Record<string, string> = {
  ti: 'ti',
  ar: 'arabic',
  fa: 'arabic',
  ckb: 'arabic',
  ps: 'arabic',
  ur: 'arabic',
};
const loaded = new Set<string>();

/** Starts loading the faces of a language's script, if it has any; never waits for them. */
export function loadScriptFonts(language: string): void {
  const script = SCRIPT[language];
  if (!script || loaded.has(script)) return;
  loaded.add(script);
  FONTS[script]?.().catch(() => loaded.delete(script));
}
