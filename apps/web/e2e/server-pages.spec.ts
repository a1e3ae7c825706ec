import { expect, test } from './support/fixtures';

/**
 * The pages the production server sends (apps/api/src/plugins/spa.ts): playwright.config.ts leaves
 * this file out under `vite preview`, which sends index.html as built.
 */
test.describe('the pages the server sends', () => {
  test("the page names its screen's files, and each is fetched once", async ({ adminPage: page }) => {
    const response = await page.goto('/cases');
    const html = (await response?.text()) ?? '';
    const named = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].flatMap(
      ([, href]) => (href === undefined ? [] : [new URL(href, page.url()).href]),
    );
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
