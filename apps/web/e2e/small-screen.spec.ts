import { API } from '@docket/contract';
import { expect, PHONE, test } from './support/fixtures';

test.use({ viewport: PHONE });

test.describe('at 360 px wide', () => {
  test('the sidebar is collapsed and the hamburger opens and closes it', async ({
    adminPage: page,
    layout,
  }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const hamburger = page.getByRole('button', { name: 'Toggle menu' });
    await expect(menu).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await layout.expectNoHorizontalScroll(page);

    await hamburger.click();
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Users' }).click();
    await menu.getByRole('link', { name: 'View Users' }).click();
    await expect(page).toHaveURL(/\/user-list$/);
    // Picking a destination closes the menu again.
    await expect(menu).toBeHidden();
  });

  test('the horizontal layout also hides its menu behind the hamburger', async ({
    adminPage: page,
    presetAppearance,
    layout,
  }) => {
    await presetAppearance({ layout: 'horizontal' });
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(menu).toBeVisible();
    await layout.expectNoHorizontalScroll(page);
  });

  for (const path of [
    '/account/login',
    '/account/signup',
    '/account/reset-password',
    '/account/set-password',
    '/account/set-password?userId=00000000-0000-4000-8000-000000000000&code=x',
    '/missing-page',
  ]) {
    test(`${path} fits without horizontal scrolling`, async ({ page, layout }) => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await layout.expectNoHorizontalScroll(page);
    });
  }
});

test.describe('signed-in account screens at 360 px wide', () => {
  for (const path of [
    '/settings',
    '/settings?tab=password',
    '/contacts/profile',
    '/pages/lock-screen-1',
    '/account/enable-mfa',
  ]) {
    test(`${path} fits without horizontal scrolling and stacks its tabs`, async ({
      adminPage: page,
      layout,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await layout.expectNoHorizontalScroll(page);
      if (path.startsWith('/settings')) {
        const tabs = page.getByRole('tablist');
        const panel = page.getByRole('tabpanel').first();
        const [tabsBox, panelBox] = [await layout.boxOf(tabs), await layout.boxOf(panel)];
        expect(panelBox.y).toBeGreaterThan(tabsBox.y + tabsBox.height - 1);
      }
    });
  }
});

test('on a phone the wizard says which step of four it is, above a progress bar, in German and Russian', async ({
  seed,
  newPage,
  layout,
}) => {
  const client = await seed.user({
    firstName: 'Wiebke',
    lastName: 'Schmidt',
    email: `wizard-words-${Date.now()}@example.test`,
    role: 'Client',
  });
  for (const { language, heading, label } of [
    { language: 'de', heading: 'Schritt 1 von 4 · Falldaten', label: 'Schritte' },
    { language: 'ru', heading: 'Шаг 1 из 4 · Сведения о деле', label: 'Шаги' },
  ]) {
    // The language a visitor chose is kept in the lang cookie (spec).
    const page = await newPage({ as: client, language, phone: true });
    await page.goto('/create-case');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport({ ratio: 1 });
    const bar = page.getByRole('progressbar', { name: label });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    // The four steps' names side by side are for wide screens only.
    await expect(page.getByRole('list', { name: label })).toHaveCount(0);
    await layout.expectFitsWidth(page, `the wizard (${language})`);
    await page.context().close();
  }
});

test('the top bar fits a 360 px screen with a two-digit notification count', async ({
  adminPage: page,
  layout,
}) => {
  await page.route(`**${API.notifications.path}`, (route) =>
    route.fulfill({ json: { success: true, data: { items: [], unread: 53 }, responseMessage: '' } }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /Notifications/ })).toContainText('53');
  const spill = await page
    .locator('.page-topbar')
    .first()
    .evaluate((bar) => {
      const widest = Math.max(
        ...[...bar.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
      );
      return { widest, screen: window.innerWidth };
    });
  expect(spill.widest).toBeLessThanOrEqual(spill.screen);
  await expect(page.getByRole('button', { name: 'Appearance settings' })).toBeInViewport({ ratio: 1 });
  await layout.expectNoHorizontalScroll(page);
});
