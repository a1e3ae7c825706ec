import { join } from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin, PluginCreator } from 'postcss';

/** Bootstrap's stylesheets, left to right and right to left (`bootstrap.rtl.min.css`). */
const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.rtl)?(\.min)?\.css$/;

const TONES = 'primary|secondary|success|danger|warning|info|light|dark';

/**
 * Class names no source file writes whole: react-bootstrap and the app build them from a prefix
 * and a word held elsewhere (`${prefix}-${variant}`, `text-bg-${tone}`, `${placement}`). PurgeCSS
 * keeps every rule these match. A family missing here drops a rule a screen needs; the end-to-end
 * journeys check every screen they reach for that (e2e/support/stylesheet.ts).
 */
export const SAFELIST = {
  standard: [
    new RegExp(`^(btn|btn-outline|text-bg|bg|text|border|alert|link)-(${TONES})$`),
    new RegExp(`^(bg|border)-(${TONES})-subtle$`),
    new RegExp(`^text-(${TONES})-emphasis$`),
    /^btn-(link|sm|lg|close-white)$/,
    /^(offcanvas|offcanvas-md|offcanvas-lg)-(start|end|top|bottom)$/,
    /^modal-(dialog-centered|dialog-scrollable|sm|lg|xl|fullscreen(-\w+-down)?)$/,
    /^dropdown-(menu-(start|end)|toggle-split)$/,
    /^(dropup|dropend|dropstart|dropdown-center|dropup-center)$/,
    /^nav-(tabs|pills|underline|fill|justified)$/,
    /^(form-control|form-select)-(sm|lg|plaintext)$/,
    /^(col-form-label)-(sm|lg)$/,
    /^form-check-(inline|reverse|input|label)$/,
    /^(position)-(static|relative|absolute|fixed|sticky)$/,
    /^(valid|invalid)-(feedback|tooltip)$/,
    /^toast-(container|header|body)$/,
    /^accordion-(flush|item|header|button|collapse|body)$/,
  ],
};

/**
 * Where the class names come from: the app's source (tests left out) and react-bootstrap's ES
 * modules, which write class names of their own (`modal-header`, `fade`, `show`).
 */
export function contentOf(webRoot: string, reactBootstrapEsm: string): string[] {
  return [join(webRoot, 'index.html'), join(webRoot, 'src/**/*.{ts,tsx}'), join(reactBootstrapEsm, '*.js')];
}

/**
 * Drops the rules of Bootstrap's stylesheet, either direction, that no class, element or attribute
 * in the app's source or react-bootstrap's can match, leaving every other stylesheet as written.
 * Bootstrap is render-blocking on every first visit and over 90% of it was unused (decision 032);
 * the app's own CSS is small and not touched.
 */
export const unusedBootstrapCss: PluginCreator<{ webRoot: string; reactBootstrapEsm: string }> = (
  options,
) => {
  if (!options) throw new Error('unusedBootstrapCss needs the web root and react-bootstrap’s ES build');
  const purge = purgeCss({
    content: contentOf(options.webRoot, options.reactBootstrapEsm),
    skippedContentGlobs: ['**/*.test.ts', '**/*.test.tsx'],
    safelist: SAFELIST,
    // The theme is set at run time from a setting (src/lib/appearance.ts): keep every theme's rules.
    dynamicAttributes: ['data-bs-theme'],
  }) as Plugin;
  return {
    postcssPlugin: 'docket-unused-bootstrap-css',
    async OnceExit(root, helpers) {
      if (!BOOTSTRAP_CSS.test(root.source?.input.file ?? '')) return;
      await purge.OnceExit?.(root, helpers);
    },
  };
};
unusedBootstrapCss.postcss = true;
