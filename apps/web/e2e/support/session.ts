import type { Page } from '@playwright/test';

export const SEEDED_USER = {
  UserId: 'e2e-user-1',
  FirstName: 'Amara',
  LastName: 'Okafor',
  FullName: 'Amara Okafor',
  IsMFAEnabled: false,
  IsAdmin: true,
  Avatar: '',
  Role: 'Admin',
};

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Seeds ONLY the browser-side session: an unsigned, JWT-shaped token in localStorage `auth` that
 * makes the shell render. The API would reject it; the shell makes no API calls yet, so it is enough
 * to exercise layout, navigation and appearance until real sign-in exists.
 */
export async function seedBrowserSessionOnly(page: Page): Promise<void> {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ ...SEEDED_USER, exp })}.unsigned`;
  await page.addInitScript((value) => {
    // Only before the app has a token: a test that logs out must stay logged out after the reload.
    if (!window.sessionStorage.getItem('e2e-seeded')) {
      window.localStorage.setItem('auth', value);
      window.sessionStorage.setItem('e2e-seeded', '1');
    }
  }, token);
}
