import { expect, type Page, test } from './support/fixtures';

async function choose(page: Page, group: string, option: string) {
  const panel = page.getByRole('dialog', { name: 'Appearance' });
  // A click that lands while the shell is still settling can be lost: open until the panel shows.
  await expect(async () => {
    if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Appearance settings' }).click();
    await expect(panel).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await panel.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();
}

const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

test.describe('appearance panel', () => {
  test.beforeEach(async ({ adminPage }) => {
    await adminPage.goto('/dashboard');
  });

  test('starts with the spec defaults', async ({ adminPage: page }) => {
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    const body = page.locator('body');
    await expect(body).toHaveAttribute('data-layout', 'vertical');
    await expect(body).toHaveAttribute('data-layout-width', 'fluid');
    await expect(body).toHaveAttribute('data-sidebar', 'dark');
    await expect(body).toHaveAttribute('data-topbar', 'dark');
    expect(await styleOf(page, '.vertical-menu', 'background-color')).toBe('rgb(42, 48, 66)');
  });

  test('the dark theme applies and survives a reload', async ({ adminPage: page }) => {
    await choose(page, 'Theme mode', 'Dark');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(await styleOf(page, 'body', 'background-color')).toBe('rgb(27, 30, 34)');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('each sidebar mode changes the sidebar', async ({ adminPage: page }) => {
    const expectations: [string, string, string, string][] = [
      ['Light', 'light', 'background-color', 'rgb(255, 255, 255)'],
      ['Colored', 'colored', 'background-color', 'rgb(57, 73, 171)'],
      ['Compact', 'compact', 'width', '160px'],
      ['Icon', 'icon', 'width', '70px'],
      ['Dark', 'dark', 'width', '250px'],
    ];
    for (const [label, value, property, expected] of expectations) {
      await choose(page, 'Sidebar', label);
      await expect(page.locator('body')).toHaveAttribute('data-sidebar', value);
      await expect.poll(() => styleOf(page, '.vertical-menu', property)).toBe(expected);
    }
    await choose(page, 'Sidebar', 'Icon');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-sidebar', 'icon');
  });

  test('widths: boxed centres the frame, scrollable lets the bars scroll away, fluid fills', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await choose(page, 'Layout width', 'Boxed');
    await expect(page.locator('body')).toHaveAttribute('data-layout-width', 'boxed');
    expect(await styleOf(page, '#layout-wrapper', 'max-width')).toBe('1300px');
    await choose(page, 'Layout width', 'Scrollable');
    expect(await styleOf(page, '.page-topbar', 'position')).toBe('absolute');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-layout-width', 'scrollable');
    await choose(page, 'Layout width', 'Fluid');
    expect(await styleOf(page, '.page-topbar', 'position')).toBe('fixed');
  });

  test('the horizontal layout swaps the sidebar for top navigation with its own topbar types', async ({
    adminPage: page,
  }) => {
    await choose(page, 'Layout', 'Horizontal');
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'horizontal');
    await expect(page.locator('.vertical-menu')).toHaveCount(0);
    await expect(page.locator('.topnav')).toBeVisible();
    const panel = page.getByRole('dialog', { name: 'Appearance' });
    await expect(panel.getByRole('group', { name: 'Sidebar' })).toHaveCount(0);

    await choose(page, 'Topbar', 'Colored');
    expect(await styleOf(page, '.page-topbar', 'background-color')).toBe('rgb(57, 73, 171)');
    await choose(page, 'Topbar', 'Light');
    expect(await styleOf(page, '.page-topbar', 'background-color')).toBe('rgb(255, 255, 255)');

    // Spec rule: choosing the light theme sets the topbar to dark.
    await choose(page, 'Theme mode', 'Dark');
    await choose(page, 'Topbar', 'Colored');
    await choose(page, 'Theme mode', 'Light');
    await expect(page.locator('body')).toHaveAttribute('data-topbar', 'dark');
    expect(await styleOf(page, '.page-topbar', 'background-color')).toBe('rgb(42, 48, 66)');

    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'horizontal');
    await page.getByRole('button', { name: 'Cases' }).click();
    await page.getByRole('link', { name: 'Create New Case' }).click();
    await expect(page).toHaveURL(/\/create-case$/);
  });

  test('a width change fires a resize event', async ({ adminPage: page }) => {
    await page.evaluate(() => {
      (window as unknown as { resizes: number }).resizes = 0;
      window.addEventListener('resize', () => {
        (window as unknown as { resizes: number }).resizes += 1;
      });
    });
    await choose(page, 'Layout width', 'Boxed');
    expect(await page.evaluate(() => (window as unknown as { resizes: number }).resizes)).toBeGreaterThan(0);
  });

  test('the panel closes with Escape and gives focus back', async ({ adminPage: page }) => {
    const gear = page.getByRole('button', { name: 'Appearance settings' });
    await gear.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeHidden();
    await expect(gear).toBeFocused();
  });
});
