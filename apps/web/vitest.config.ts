import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    tsconfigPaths: true,
    // The page's tus client sends with XMLHttpRequest, which the mock network answers; resolved for
    // Node (as vitest does), it would use Node's http and streams instead. The build reads the
    // package's `browser` field by itself.
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
