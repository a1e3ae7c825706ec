import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { rtlStylesheet } from './scripts/rtl-stylesheet.ts';
import { unusedBootstrapCss } from './scripts/unused-bootstrap-css.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// react-bootstrap's ES modules: the stylesheet scan reads the class names they write (decision 032).
const REACT_BOOTSTRAP_ESM = join(
  dirname(fileURLToPath(import.meta.resolve('react-bootstrap/package.json'))),
  'esm',
);

/** React's modules as Preact's compatibility layer provides them. */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * What the signed-in screens share (decision 031): TanStack Query; react-bootstrap and the
 * packages only it brings; lucide's icons; the app's own lib, components and calls; the shell's
 * notifications menu and the avatars and badges every list shows; the app's shared stylesheets.
 * Not the forms and uploads (`components/form`, `components/upload`, `lib/form-errors`): the forms
 * bring zod and the contract's schemas, and neither is needed by the dashboard or the case list.
 */
const SIGNED_IN_SHARED = [
  /\/node_modules\/@tanstack\//,
  /\/node_modules\/(react-bootstrap|react-aria|@react-aria|@restart|react-transition-group|dom-helpers|@popperjs|uncontrollable|warning|invariant|prop-types|classnames|@babel\/runtime)\//,
  /\/node_modules\/lucide-react\//,
  /\/apps\/web\/src\/lib\/(?!form-errors)/,
  /\/apps\/web\/src\/components\/(?!form\/|upload\/)/,
  /\/apps\/web\/src\/features\/[^/]+\/api\//,
  /\/apps\/web\/src\/features\/notifications\/components\//,
  /\/apps\/web\/src\/features\/[^/]+\/components\/user-avatar\.tsx$/,
  /\/packages\/contract\/src\/(checklist-values|file-types)\.ts$/,
  // The checklist's rules (what is needed, an item's anchor), which the case screens share.
  /\/apps\/web\/src\/features\/cases\/components\/detail\/checklist\/checklist-rules\.ts$/,
  // The screens' shared styles (cases, uploads, notifications, lists): one small stylesheet with
  // the shell's, not one request each.
  /\/apps\/web\/src\/.+\.css$/,
];

/**
 * What the screens with forms share, when two or more use it: the form components,
 * react-hook-form and the contract's small modules the forms and case screens use. One file, where
 * a client's case page loaded a dozen of a few kB each (decision 031). Not zod and the other
 * schemas: each screen takes only the ones it uses.
 */
const FORMS = [
  /\/apps\/web\/src\/components\/form\//,
  /\/apps\/web\/src\/lib\/form-errors/,
  /\/node_modules\/(react-hook-form|@hookform)\//,
  // The contract's small modules that those forms and the case screens share.
  /\/packages\/contract\/src\/(enums|dates|checklist|cases|files)\.ts$/,
];

/**
 * The upload control and its parts, when two or more screens use them. A file of their own, apart
 * from the forms: a client's case page sends her documents through them, and needs neither
 * react-hook-form nor zod (the kinds of upload come from the contract's zod-free file-types.ts).
 */
const UPLOADS = [/\/apps\/web\/src\/components\/upload\//];

/** Module ids with forward slashes, so the patterns above read the same on Windows. */
const matchesAny = (patterns: RegExp[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return patterns.some((pattern) => pattern.test(path));
};
const isSignedInShared = matchesAny(SIGNED_IN_SHARED);
const isForms = matchesAny(FORMS);
const isUploads = matchesAny(UPLOADS);

// The same strict policy the production server sends, so `vite preview` catches inline scripts or styles.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), routePreloads(), rtlStylesheet(), precompress()],
  // React's API on Preact in the build (decision 031); the dev server keeps React for its fast refresh.
  resolve: { alias: command === 'build' ? PREACT : [] },
  // Only the build drops Bootstrap's unused rules: the dev server keeps all of them, so a class
  // just typed works at once without a rescan of the source.
  css: {
    postcss: {
      plugins:
        command === 'build' ? [unusedBootstrapCss({ webRoot, reactBootstrapEsm: REACT_BOOTSTRAP_ESM })] : [],
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph `npm run size` measures per route (the server does not serve it).
    manifest: true,
    rolldownOptions: {
      output: {
        // The bundler's own grouping (decision 031). `npm run size` guards the result: budgets per
        // page and screen, and no chunks that import each other.
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports statically, the sign-in page included (routes.tsx), in
              // the entry's own file: the page every visitor sees first comes as one script.
              name: 'index',
              tags: ['$initial'],
            },
            {
              // What the signed-in screens share, when two or more use it, in one file that loads
              // with the shell. Left alone, every set of screens that shares a part gets a file
              // of its own, a few hundred bytes each; over HTTP/1.1's six connections the
              // dashboard and the case list paid for each file in their performance goal.
              name: 'app',
              test: isSignedInShared,
              minShareCount: 2,
            },
            // Before the forms: a group takes in what its modules import, and the uploads must not
            // end up in the forms' file through a form that has an upload control.
            { name: 'uploads', test: isUploads, minShareCount: 2 },
            { name: 'forms', test: isForms, minShareCount: 2 },
          ],
        },
      },
      treeshake: {
        // The contract builds zod schemas at module level, which a bundler must otherwise keep; the
        // contract has no real side effects, so screens pay only for the schemas they import.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: false } },
  },
  preview: {
    port: 3000,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
}));
