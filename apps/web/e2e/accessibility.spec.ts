import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { seedBrowserSessionOnly } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

function useTheme(page: Page, theme: 'light' | 'dark', layout: 'vertical' | 'horizontal' = 'vertical') {
  return page.addInitScript(
    ([t, l]) => window.localStorage.setItem('docket.appearance', JSON.stringify({ theme: t, layout: l })),
    [theme, layout] as const,
  );
}

test.describe('axe-core: no serious or critical violations', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`login (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/account/login');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`not found (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/nothing/here');
      await expect(page.getByRole('heading', { name: /Sorry, page not found/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`dashboard shell (${theme})`, async ({ page }) => {
      await seedBrowserSessionOnly(page);
      await useTheme(page, theme);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cases' }).click();
      await page.getByRole('button', { name: /User menu/ }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`horizontal shell with the appearance panel open (${theme})`, async ({ page }) => {
      await seedBrowserSessionOnly(page);
      await useTheme(page, theme, 'horizontal');
      await page.goto('/cases');
      await page.getByRole('button', { name: 'Appearance settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
