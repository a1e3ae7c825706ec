import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Each API test file gets its own database and argon2 is CPU-heavy: keep to the cores there are.
    maxWorkers: 2,
  },
});
