import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin, PluginCreator } from 'postcss';

/** Bootstrap's stylesheet as the app imports it (src/main.tsx). */
const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]/;

/**
 * Class names that are written as a prefix and a word from elsewhere: react-bootstrap's
 * `${prefix}-${variant}` (`btn` + `link`, `offcanvas` + `end`, `modal-dialog` + `centered`,
 * `position` + `fixed`) and the app's own `text-bg-${tone}`, `bg-${tone}-subtle`,
 * `text-${tone}-emphasis`. Every word of the scanned source is tried in each, so
 * `variant="danger"` keeps `.btn-danger`. A prefix missing here drops a rule that a screen needs;
 * the end-to-end journeys check every screen they reach for that (e2e/support/stylesheet.ts).
 */
const COMPOSED: ((word: string) => string)[] = [
  ...[
    'btn',
    'btn-close',
    'text-bg',
    'bg',
    'modal',
    'modal-dialog',
    'modal-fullscreen',
    'offcanvas',
    'dropdown',
    'dropdown-menu',
    'dropdown-toggle',
    'nav',
    'toast',
    'accordion',
    'form-check',
    'form-control',
    'form-select',
    'col-form-label',
    'position',
  ].map((prefix) => (word: string) => `${prefix}-${word}`),
  (word) => `text-${word}-emphasis`,
  (word) => `bg-${word}-subtle`,
  (word) => `${word}-feedback`,
  (word) => `${word}-tooltip`,
];

/** The words of a source file and every class name they compose (see COMPOSED). */
export function classCandidates(content: string): string[] {
  const words = new Set(content.match(/[A-Za-z0-9_-]+/g) ?? []);
  const candidates = new Set(words);
  for (const word of words) {
    const bare = word.replace(/^-+/, '');
    if (bare) for (const compose of COMPOSED) candidates.add(compose(bare));
  }
  return [...candidates];
}

const APP_SOURCE = ['index.html', 'src/**/*.ts', 'src/**/*.tsx'];
const IS_TEST = /\.test\.tsx?$/;

/**
 * The react-bootstrap modules the app uses: those it imports (`react-bootstrap/Modal`) and, in
 * react-bootstrap's ES build, every module they import in turn. Each writes class names of its
 * own (`modal-header`, `fade`, `show`); the other components' are left out.
 */
export function reactBootstrapModules(appFiles: string[], esmDir: string): string[] {
  const pending = appFiles.flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    // The package's index names every component, which would keep every component's rules.
    if (/from ['"]react-bootstrap['"]/.test(code))
      throw new Error(`${file} imports react-bootstrap whole: import each component (react-bootstrap/Modal)`);
    return [...code.matchAll(/from ['"]react-bootstrap\/(\w+)['"]/g)].map((match) => match[1] ?? '');
  });
  const seen = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(esmDir, `${name}.js`), 'utf8');
    for (const match of code.matchAll(/from '\.\/(\w+)(?:\.js)?'/g)) pending.push(match[1] ?? '');
  }
  return [...seen].sort().map((name) => join(esmDir, `${name}.js`));
}

/** Where the class names come from: the app's source and the react-bootstrap modules it uses. */
export function contentOf(webRoot: string, reactBootstrapEsm: string): string[] {
  const appFiles = globSync(APP_SOURCE, { cwd: webRoot })
    .filter((file) => !IS_TEST.test(file))
    .map((file) => join(webRoot, file));
  return [...appFiles, ...reactBootstrapModules(appFiles, reactBootstrapEsm)];
}

/**
 * Drops the rules of Bootstrap's stylesheet that no class, element or attribute in the app's
 * source or react-bootstrap's can match, leaving every other stylesheet as written. Bootstrap is
 * render-blocking on every first visit and over 90% of it was unused (decision 016); the app's own
 * CSS is small and not touched.
 */
export const unusedBootstrapCss: PluginCreator<{ webRoot: string; reactBootstrapEsm: string }> = (
  options,
) => {
  if (!options) throw new Error('unusedBootstrapCss needs the web root and react-bootstrap’s ES build');
  const purge = purgeCss({
    // The list of files is made once, when a build creates the plugin.
    content: contentOf(options.webRoot, options.reactBootstrapEsm),
    defaultExtractor: classCandidates,
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
