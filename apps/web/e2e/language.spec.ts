import { expect, test } from './support/fixtures';

test.describe('language', () => {
  test('an anonymous visitor can switch language; it survives a reload through the lang cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/account/login');
    await page.getByRole('combobox', { name: /Language/ }).selectOption('es');
    await expect(page.getByRole('heading', { name: '¡Bienvenido de nuevo!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('es');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    await page.reload();
    await expect(page.getByRole('heading', { name: '¡Bienvenido de nuevo!' })).toBeVisible();
    await expect(page).toHaveTitle('Iniciar sesión | Docket – Plataforma de IA para despachos de abogados');
  });

  test('the top bar language menu translates the shell', async ({ adminPage: page }) => {
    await page.goto('/cases');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { name: 'Дела' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Дела' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});
