import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { afterBuild, SERVER_BUILD_DIR } from './scripts/after-build.ts';
import { precompress } from './scripts/precompress.ts';
import { rtlStylesheet } from './scripts/rtl-stylesheet.ts';
import { unusedBootstrapCss } from './scripts/unused-bootstrap-css.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// react-bootstrap's ES modules: the stylesheet scan reads the class names they write (decision 032).
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

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), rtlStylesheet(), precompress(), afterBuild()],
  // `@/` is apps/web/src (tsconfig.json's paths), so imports never climb out of a feature.
  resolve: { tsconfigPaths: true },
  // The copyright line of the pages rendered at build time (src/lib/use-copyright-year.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // Only the build drops Bootstrap's unused rules: the dev server keeps all of them, so a class
  // just typed works at once without a rescan of the source.
  css: {
    postcss: {
      plugins:
        command === 'build' ? [unusedBootstrapCss({ webRoot, reactBootstrapEsm: REACT_BOOTSTRAP_ESM })] : [],
    },
  },
  // `vite build` builds both environments, the browser's and then the server's, then runs
  // afterBuild (scripts/after-build.ts).
  builder: {},
  build: {
    sourcemap: false,
    // .vite/manifest.json: each build's chunk graph, read after the build (the server does not serve it).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The contract builds zod schemas at module level, which a bundler must otherwise keep; the
        // contract has no real side effects, so screens pay only for the schemas they import.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
      },
    },
  },
  environments: {
    client: {
      build: {
        outDir,
        emptyOutDir: true,
        rolldownOptions: {
          // The entry's exports are nobody's imports; inlining common chunks needs leave to drop them.
          preserveEntrySignatures: false,
          output: {
            // The bundler's own splitting, with two groups and the small common chunks inlined
            // (decision 042): what the entry imports statically in one file; the screens'
            // stylesheets in one small file, not a request each; and, where several screens share
            // a few hundred bytes, a copy in each screen's file rather than a file of its own, one
            // state kept across the copies by the bundler's runtime. Left alone, the case list
            // loaded 49 files, a round trip each over HTTP/1.1's six connections; now 10.
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                { name: 'styles', test: /\.css$/ },
              ],
              // Stylesheets stay files: Vite's CSS plugin writes a module's CSS from each copy.
              experimentalInlineCommonChunks: { maxSize: 50_000, exclude: /\.css$/ },
            },
          },
        },
      },
    },
    // The app for Node: what renders the public pages to HTML (src/prerender.tsx), with everything
    // it imports in its own files, so the server can load it from the build alone.
    ssr: {
      resolve: { noExternal: true },
      build: {
        outDir: `${outDir}/${SERVER_BUILD_DIR}`,
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: 'src/prerender.tsx',
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
