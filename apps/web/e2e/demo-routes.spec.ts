import { API } from '@docket/contract';
import { expect, type Page, PHONE, test } from './support/fixtures';

/**
 * Whether an address is one of the endpoints the contract describes (in lower case, as the server
 * matches them): every call the app makes to its API, and not the pages or their files.
 */
const ENDPOINT_PATHS = new Set(Object.values(API).map((endpoint) => endpoint.path.toLowerCase()));
const isContractEndpoint = (url: URL) => ENDPOINT_PATHS.has(url.pathname.toLowerCase());

async function expectNotNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: /Sorry, page not found/ })).toHaveCount(0);
}

test.describe('demonstration routes', () => {
  test('the /auth routes are the account screens; the "-2" ones sit beside a branded panel', async ({
    page,
    expectScreenMeetsBar,
  }) => {
    const plain: [string, RegExp, string][] = [
      ['/auth/login', /\/account\/login$/, 'Welcome Back!'],
      ['/auth/signup', /\/account\/signup$/, 'Free Register'],
      ['/auth/reset-password', /\/account\/reset-password$/, 'Reset Password'],
    ];
    for (const [path, url, heading] of plain) {
      await page.goto(path);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const cover: [string, string][] = [
      ['/auth/login-2', 'Welcome Back!'],
      ['/auth/signup-2', 'Free Register'],
      ['/auth/recoverpwd-2', 'Reset Password'],
      ['/pages/confirm-mail-2', 'Check your e-mail'],
      ['/pages/email-verification-2', 'Verify your e-mail address'],
      ['/pages/two-step-verification-2', 'Two-step verification'],
    ];
    for (const [path, heading] of cover) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'About Docket' })).toBeVisible();
      await expectNotNotFound(page);
      await expectScreenMeetsBar(page);
    }
  });

  test('the e-mail and code steps explain themselves and lead to sign-in', async ({
    page,
    expectScreenMeetsBar,
  }) => {
    const steps: [string, string][] = [
      ['/pages/confirm-mail', 'Check your e-mail'],
      ['/pages/email-verification', 'Verify your e-mail address'],
      ['/pages/two-step-verification', 'Two-step verification'],
    ];
    for (const [path, heading] of steps) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectScreenMeetsBar(page);
    }
    await expect(page.getByText('There is no sign-in waiting for a code in this browser.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test('the error and maintenance pages', async ({ page, expectScreenMeetsBar }) => {
    await page.goto('/pages/404');
    await expect(page.getByRole('heading', { name: /Sorry, page not found/ })).toBeVisible();
    await page.goto('/pages/500');
    await expect(page.getByRole('heading', { name: /Internal Server Error/ })).toBeVisible();
    for (const path of ['/pages/maintenance', '/pages/coming-soon']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Docket is down for maintenance' })).toBeVisible();
      await expectScreenMeetsBar(page);
    }
  });

  test('signed in: lock screens, FAQs, pricing, starter and the timeline', async ({
    adminPage: page,
    expectScreenMeetsBar,
  }) => {
    for (const path of ['/pages/lock-screen-1', '/pages/lock-screen-2']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Lock Screen' })).toBeVisible();
    }
    await page.goto('/pages/faqs');
    await expect(page.getByRole('heading', { name: 'Help and frequently asked questions' })).toBeVisible();
    await page.getByText('Which files can I upload, and how large?').click();
    await expect(page.getByText('PDF, DOC, DOCX, JPG, PNG files, up to 25 MB each.')).toBeVisible();
    await page.getByText('What do the support types mean?').click();
    await expect(page.getByText(/Home Office's asylum support service/)).toBeVisible();
    await expectScreenMeetsBar(page);
    await page.goto('/pages/pricing');
    await expect(page).toHaveURL(/\/pages\/faqs#fees$/);
    await expect(page.getByText(/legal aid, which means the Legal Aid Agency pays the firm/)).toBeVisible();
    await page.goto('/pages/starter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/pages/timeline');
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(
      page.getByText('Your own actions as recorded in the audit log, newest first.'),
    ).toBeVisible();
    await expect(page.locator('.activity-timeline li').first()).toBeVisible();
    await expectScreenMeetsBar(page);
  });

  test("a client's timeline is their notifications, without calling the admin-only audit log", async ({
    seed,
    newPage,
  }) => {
    const stamp = Date.now();
    const client = await seed.user({
      firstName: 'Timur',
      lastName: 'Rahimi',
      email: `timeline-${stamp}@docket.test`,
      role: 'Client',
    });
    const page = await newPage({ as: client });
    const auditCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API.auditEvents.path) auditCalls.push(request.url());
    });
    await page.goto('/pages/timeline');
    await expect(page.getByText('What has happened on your cases, newest first.')).toBeVisible();
    await expect(page.getByText('Nothing has happened yet.')).toBeVisible();
    expect(auditCalls).toEqual([]);
  });

  test('a 503 maintenance answer shows the maintenance page until the server is back', async ({
    adminPage: page,
  }) => {
    // As the server in maintenance: every endpoint but the health checks answers 503.
    await page.route(isContractEndpoint, (route) =>
      new URL(route.request().url()).pathname.startsWith(API.health.path)
        ? route.continue()
        : route.fulfill({
            status: 503,
            headers: {
              'content-type': 'application/json',
              'x-docket-maintenance': '1',
              'retry-after': '300',
            },
            body: JSON.stringify({
              success: false,
              data: null,
              responseMessage: 'Docket is down for maintenance.',
            }),
          }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Docket is down for maintenance' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Still under maintenance.')).toBeVisible();
    await page.unroute(isContractEndpoint);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Welcome back, Firm Administrator')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('my screens at 360 px wide', () => {
  test.use({ viewport: PHONE });

  test('dashboard, users, audit log, help and the cover layout fit, and the search opens in a panel', async ({
    adminPage: page,
    expectScreenMeetsBar,
    layout,
  }) => {
    test.setTimeout(90_000);
    for (const path of [
      '/dashboard',
      '/user-list',
      '/user-create',
      '/audit-log',
      '/pages/faqs',
      '/pages/timeline',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await layout.expectNoHorizontalScroll(page, path);
    }
    await expectScreenMeetsBar(page);
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await layout.expectNoHorizontalScroll(page);
    await page.goto('/auth/login-2');
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await layout.expectNoHorizontalScroll(page);
  });
});

test('my screens pass axe in the dark theme too', async ({
  adminPage: page,
  presetAppearance,
  expectScreenMeetsBar,
}) => {
  // Seven full axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await presetAppearance({ theme: 'dark' });
  for (const path of [
    '/dashboard',
    '/user-list',
    '/user-create',
    '/audit-log',
    '/background-work',
    '/pages/faqs',
    '/pages/timeline',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectScreenMeetsBar(page);
  }
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expectScreenMeetsBar(page);
  await page.goto('/pages/maintenance');
  await expectScreenMeetsBar(page);
});
