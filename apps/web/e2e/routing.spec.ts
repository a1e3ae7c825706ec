import { expect, test } from './support/fixtures';

test.describe('routing', () => {
  test('a signed-out visitor of / lands on the login screen with returnUrl=%2Fdashboard', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect(page).toHaveTitle('Sign In | Docket – Law-Firm AI Platform');
    // The strict CSP would report any inline script or style here.
    expect(errors).toEqual([]);
  });

  test('an unknown path shows Not Found with a way back', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.locator('.error-code')).toHaveText('404');
    await expect(page.getByRole('heading', { name: /Sorry, page not found/ })).toBeVisible();
    await expect(page.locator('svg.error-illustration')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fdashboard$/);
  });

  test('a signed-in user sees Not Found for unknown paths and the shell for known ones', async ({
    adminPage: page,
  }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: /Sorry, page not found/ })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Docket – Law-Firm AI Platform');
  });

  test('the sidebar reaches every screen of the menu', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const targets: [string, string, string][] = [
      ['Cases', 'View Cases', '/cases'],
      ['Cases', 'Create New Case', '/create-case'],
      ['Case Types', 'View Case Types', '/case-type'],
      ['Case Types', 'Create Case Type', '/create-case-type'],
      ['Users', 'View Users', '/user-list'],
      ['Users', 'Create New User', '/user-create'],
    ];
    for (const [group, link, path] of targets) {
      const toggle = menu.getByRole('button', { name: group });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await menu.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // Built screens replace the placeholders; each still opens with its own heading.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the template /auth routes lead to the account screens and /pages/500 is the error page', async ({
    page,
  }) => {
    await page.goto('/auth/signup');
    await expect(page).toHaveURL(/\/account\/signup$/);
    // The "-2" variants show the same form beside a branded panel (e2e/demo-routes.spec.ts).
    await page.goto('/auth/signup-2');
    await expect(page.getByRole('heading', { name: 'Free Register' })).toBeVisible();
    await page.goto('/pages/500');
    await expect(page.getByRole('heading', { name: /Internal Server Error/ })).toBeVisible();
  });

  test('logout clears the session and goes to the login screen', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Firm Administrator.*account menu$/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fsettings$/);
  });

  test('keyboard users can skip to the content', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
