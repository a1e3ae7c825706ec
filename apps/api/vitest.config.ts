import { defineConfig } from 'vitest/config';

// A few slow tests run against one database only (npm test runs both): sqlmap's payloads target a
// real PostgreSQL server, as does the API bench; the shutdown test proves the process, which is the
// same on either.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const onlyOnPostgres = ['test/sqlmap.test.ts', 'test/bench-backlog.test.ts'];
const onlyEmbedded = ['test/graceful-shutdown.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(onPostgres ? onlyEmbedded : onlyOnPostgres)],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
