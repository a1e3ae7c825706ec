import { expect, test } from './support/fixtures';

/**
 * The pages the production server sends (apps/api/src/plugins/spa.ts): playwright.config.ts leaves
 * this file out under `vite preview`, which sends index.html as built.
 */
test.describe('the pages the server sends', () => {
  test("the page names its screen's files, and each is fetched once", async ({ adminPage: page }) => {
    const response = await page.goto('/cases');
    const html = (await response?.text()) ?? '';
    const named = [
      ...html.matchAll(/<link rel="(?:modulepreload|preload|stylesheet)"[^>]* href="([^"]+)">/g),
    ].flatMap(([, href]) => (href === undefined ? [] : [new URL(href, page.url()).href]));
    expect(named.some((href) => /\/assets\/case-list-page-[\w-]+\.js$/.test(href))).toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Search cases' })).toBeVisible();
    // A preload the page then loads in another mode (crossorigin) would be fetched a second time.
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    for (const href of named)
      expect(
        fetched.filter((name) => name === href),
        href,
      ).toHaveLength(1);
  });
});

/** The public pages, rendered to HTML at build time in every language and hydrated (decision 042). */
test.describe('the public pages come drawn', () => {
  test('the sign-in page shows from its HTML alone, its form waiting for the script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/account/login?returnUrl=%2Fcases');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بعودتك!');
    await expect(page).toHaveTitle(/^تسجيل الدخول \| Docket/);
    // Sent before the script runs, the form would be the browser's own GET, the password in the address.
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeDisabled();
    await context.close();
  });

  test('the browser takes the page over without drawing it again, and signs in', async ({ page }) => {
    const redrawn: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') redrawn.push(message.text());
    });
    page.on('pageerror', (error) => redrawn.push(String(error)));
    await page.goto('/account/login?returnUrl=%2Fcases');
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.getByLabel('Email').fill('admin@docket.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin-Passw0rd!');
    // Hydrated, not drawn again: the heading the HTML had is the one on the page.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    expect(redrawn).toEqual([]);
  });

  test('a page is sent in the theme chosen on the device, before any script runs', async ({ page }) => {
    await page.goto('/account/login');
    await page.evaluate(() =>
      localStorage.setItem('docket.appearance', JSON.stringify({ theme: 'dark', topbar: 'dark' })),
    );
    // The app tells the server the device's theme as it starts.
    await page.reload();
    const response = await page.goto('/account/signup');
    expect(await response?.text()).toMatch(/<html[^>]* data-bs-theme="dark"/);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('a signed-in visitor who opens the sign-in page has her session ended there', async ({
    adminPage: page,
  }) => {
    await page.goto('/account/login');
    await expect(page.getByLabel('Email')).toBeEnabled();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fdashboard$/);
  });
});
