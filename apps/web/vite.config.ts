import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroupNamer } from './scripts/chunk-groups.ts';
import { precompress } from './scripts/precompress.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { unusedBootstrapCss } from './scripts/unused-bootstrap-css.ts';
import { LAYOUTS, SCREENS, SIGN_IN_PAGE } from './src/app/screens.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// The module of the one entry, as rolldown names it.
const ENTRY_MODULE = join(webRoot, 'index.html');
// react-bootstrap's ES modules: the stylesheet scan reads the class names they write (decision 016).
const REACT_BOOTSTRAP_ESM = join(
  dirname(fileURLToPath(import.meta.resolve('react-bootstrap/package.json'))),
  'esm',
);

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
  plugins: [react(), routePreloads(), precompress()],
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
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports, in the entry's own file. Left alone, rolldown split
              // React with i18next, the translations' setup and its own helpers into three more
              // files that every page fetches before it can start. Once the group holds all of the
              // entry's modules, rolldown moves it into the entry's file; its runtime helpers stay
              // a file of their own, which every chunk imports. First, so the groups below never
              // take a module the entry uses.
              name: 'index',
              test: (id) => id === ENTRY_MODULE,
              includeDependenciesRecursively: true,
            },
            {
              // Fewer, larger chunks for the signed-in screens: see scripts/chunk-groups.ts.
              name: chunkGroupNamer({
                shell: LAYOUTS.shell.module,
                screens: SCREENS.filter((screen) => screen.layout === 'shell').map((screen) => screen.module),
                signIn: [LAYOUTS.account.module, SIGN_IN_PAGE],
                signedIn: SCREENS.filter((screen) => screen.signedIn).map((screen) => screen.module),
                webRoot,
              }),
              debugName: 'shared with the shell',
              // A group's modules' own imports are placed by this same rule, not dragged along.
              includeDependenciesRecursively: false,
            },
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
