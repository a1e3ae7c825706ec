import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Quality bar: the login page under 150 kB of JavaScript (gzip) for cheap phones on slow networks.
const LOGIN_JS_BUDGET_BYTES = 150 * 1024;

test('the login page loads less than 150 kB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body).length);
  });
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`login page JavaScript: ${(total / 1024).toFixed(1)} kB gzip in ${scripts.size} files`);
  expect(total).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
});
