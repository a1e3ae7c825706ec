import { API } from '@docket/contract';
import { expect, type Page } from '@playwright/test';
import { callApi } from './call';

/** The first administrator, created by the server from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = {
  email: 'admin@docket.test',
  password: 'Admin-Passw0rd!',
  fullName: 'Firm Administrator',
};

/**
 * Signs in through the API and hands the browser the real token pair before the app starts, as
 * the login page would. Only the first load seeds it, so a journey that signs out stays out.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const { token, refreshToken } = await callApi(page.request, API.login, {
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  await page.addInitScript(
    (tokens) => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem('auth', tokens.token);
        window.sessionStorage.setItem('refreshToken', tokens.refreshToken);
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    { token: token ?? '', refreshToken: refreshToken ?? '' },
  );
}

/** Signs in through the login form (password step only). */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function signOut(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: typeof name === 'string' ? `User menu for ${name}` : name }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
}
