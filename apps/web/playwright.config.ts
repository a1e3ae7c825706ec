import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@docket/contract';
import { defineConfig } from '@playwright/test';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webDir, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Workers load this file again; sharing the directory through the environment keeps it to one per run.
process.env.DOCKET_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'docket-e2e-'));

/**
 * By default the journeys run against the production server (which serves apps/web/dist, so build
 * first). E2E_SERVER=preview uses `vite preview` instead, for work on the web app alone.
 */
const webServer =
  process.env.E2E_SERVER === 'preview'
    ? {
        command: `"${process.execPath}" node_modules/vite/bin/vite.js preview apps/web --port ${port} --strictPort --host 127.0.0.1`,
        cwd: repoRoot,
        url: baseURL,
      }
    : {
        command: `"${process.execPath}" apps/api/src/server.ts`,
        cwd: repoRoot,
        url: `${baseURL}${API.health.path}`,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.DOCKET_E2E_DATA_DIR,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          // Links in e-mails must open on the origin the browser uses, or its storage would differ.
          PUBLIC_URL: baseURL,
          // The first administrator, for journeys that need a signed-in user (see e2e/support/auth.ts).
          ADMIN_EMAIL: 'admin@docket.test',
          ADMIN_PASSWORD: 'Admin-Passw0rd!',
          // Every journey signs in from 127.0.0.1; the production limit would throttle the run.
          ACCOUNT_RATE_LIMIT: '1000',
          // CI machines stall; the journeys test screens, not the overload guard, which is off.
          OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        },
      };

export default defineConfig({
  testDir: './e2e',
  // What the production server adds to its pages, which `vite preview` does not serve.
  testIgnore: process.env.E2E_SERVER === 'preview' ? ['**/server-pages.spec.ts'] : [],
  fullyParallel: false,
  workers: 2,
  // Playwright's own advice for CI: one more try. A journey that passes only on its second try is
  // printed as "flaky" in the summary, to be fixed; one that fails twice fails the run.
  retries: 1,
  reporter: 'list',
  // Each screen's axe check takes seconds on a 2-core machine; a journey of many screens needs room.
  timeout: 120_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  outputDir: join(webDir, 'test-results'),
  webServer: { ...webServer, reuseExistingServer: false, timeout: 60_000, stdout: 'ignore', stderr: 'pipe' },
});
