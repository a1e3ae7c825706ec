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
    // The parts react-bootstrap's components name from their prefix (`${bsPrefix}-dialog`,
    // `${bsPrefix}-backdrop`, `${bsPrefix}-${placement}`), for the components the app draws.
    /^modal(-(dialog|content|backdrop|header|title|body|footer|static|dialog-centered|dialog-scrollable|sm|lg|xl))?$/,
    /^offcanvas(-(start|end|top|bottom|backdrop|header|title|body))?$/,
    /^dropdown(-(menu|menu-start|menu-end|item|item-text|toggle|toggle-split|divider|header))?$/,
    /^(toast|accordion)(-[\w-]+)?$/,
    /^(nav-(link|item|tabs|pills|underline|fill|justified)|tab-content|tab-pane|fade|show|collapse|collapsing)$/,
    // Variants the app and react-bootstrap compose from a tone or a size held elsewhere.
    new RegExp(`^(btn|btn-outline|text-bg|bg|text|border|alert|link)-(${TONES})$`),
    new RegExp(`^(bg|border)-(${TONES})-subtle$`),
    new RegExp(`^text-(${TONES})-emphasis$`),
    /^btn-(link|sm|lg|close-white)$/,
    /^(form-control|form-select|col-form-label)-(sm|lg|plaintext)$/,
    /^form-check-(inline|reverse|input|label)$/,
    /^position-(static|relative|absolute|fixed|sticky)$/,
    /^(valid|invalid)-(feedback|tooltip)$/,
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
      if (BOOTSTRAP_CSS.test(root.source?.input.file ?? '')) {
        await purge.OnceExit?.(root, helpers);
        return;
      }
      // A stylesheet that @imports Bootstrap (src/styles/rtl.css, decision 040): only the rules
      // that came from Bootstrap are purged, the app's own kept as written, in the same order.
      const fromBootstrap = (root.nodes ?? []).filter((node) =>
        BOOTSTRAP_CSS.test(node.source?.input.file ?? ''),
      );
      const [first] = fromBootstrap;
      if (!first) return;
      const marker = helpers.postcss.comment({ text: 'bootstrap' });
      first.before(marker);
      const bootstrap = helpers.postcss.root();
      for (const node of fromBootstrap) bootstrap.append(node.remove());
      await purge.OnceExit?.(bootstrap, helpers);
      marker.replaceWith(bootstrap.nodes);
    },
  };
};
unusedBootstrapCss.postcss = true;
