import { expect, type Page } from '@playwright/test';

/** The first administrator, created by the server from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = {
  email: 'admin@docket.test',
  password: 'Admin-Passw0rd!',
  fullName: 'Firm Administrator',
};

export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The account menu's button: its name starts with the user's name, as the button shows it. */
export function accountMenuName(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*account menu$`);
}

export async function signOut(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: typeof name === 'string' ? accountMenuName(name) : name }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
}
