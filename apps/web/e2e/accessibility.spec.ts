import { eachCaseSection, openScreen, screensOf, seedLongCase } from './support/every-screen';
import { expect, PHONE, test } from './support/fixtures';

test.describe('axe-core: no serious or critical violations', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`login (${theme})`, async ({ page, presetAppearance, expectScreenMeetsBar }) => {
      await presetAppearance({ theme, layout: 'vertical' });
      await page.goto('/account/login');
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      await expectScreenMeetsBar(page);
    });

    for (const [path, heading] of [
      ['/account/signup', 'Free Register'],
      ['/account/reset-password', 'Reset Password'],
      ['/account/set-password?userId=00000000-0000-4000-8000-000000000000&code=x', 'Set Password'],
    ] as const) {
      test(`${path.split('?')[0]} after a failed submit (${theme})`, async ({
        page,
        presetAppearance,
        expectScreenMeetsBar,
      }) => {
        await presetAppearance({ theme, layout: 'vertical' });
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('.invalid-feedback').first()).toBeVisible();
        await expectScreenMeetsBar(page);
      });
    }

    test(`settings, profile and lock screen (${theme})`, async ({
      adminPage: page,
      presetAppearance,
      expectScreenMeetsBar,
    }) => {
      await presetAppearance({ theme, layout: 'vertical' });
      for (const [path, heading] of [
        ['/settings', 'Settings'],
        ['/settings?tab=password', 'Settings'],
        ['/settings?tab=address', 'Settings'],
        ['/contacts/profile', 'Profile'],
        ['/pages/lock-screen-1', 'Lock Screen'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectScreenMeetsBar(page, path);
      }
    });

    test(`not found (${theme})`, async ({ page, presetAppearance, expectScreenMeetsBar }) => {
      await presetAppearance({ theme, layout: 'vertical' });
      await page.goto('/nothing/here');
      await expect(page.getByRole('heading', { name: /Sorry, page not found/ })).toBeVisible();
      await expectScreenMeetsBar(page);
    });

    test(`dashboard shell (${theme})`, async ({
      adminPage: page,
      presetAppearance,
      expectScreenMeetsBar,
    }) => {
      await presetAppearance({ theme, layout: 'vertical' });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expectScreenMeetsBar(page);
      await page.getByRole('button', { name: 'Cases' }).click();
      await page.getByRole('button', { name: /account menu$/ }).click();
      await expectScreenMeetsBar(page);
    });

    test(`horizontal shell with the appearance panel open (${theme})`, async ({
      adminPage: page,
      presetAppearance,
      expectScreenMeetsBar,
    }) => {
      await presetAppearance({ theme, layout: 'horizontal' });
      await page.goto('/cases');
      await page.getByRole('button', { name: 'Appearance settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeVisible();
      await expectScreenMeetsBar(page);
    });
  }
});

test.describe('keyboard focus', () => {
  test('every control of the top bar shows where the focus is', async ({ adminPage: page }) => {
    await page.goto('/user-list');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const topbar = page.locator('.page-topbar');
    const unmarked: string[] = [];
    let inTopbar = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if ((await topbar.locator(':focus').count()) === 0) {
        if (inTopbar > 0) break;
        continue;
      }
      inTopbar++;
      const ring = await focused.evaluate((el) => {
        const style = getComputedStyle(el);
        return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
      });
      const name = (await focused.getAttribute('aria-label')) ?? (await focused.textContent()) ?? '?';
      if ((ring.outline === 'none' || ring.width === '0px') && ring.shadow === 'none')
        unmarked.push(name.trim());
    }
    expect(inTopbar).toBeGreaterThan(3);
    expect(unmarked).toEqual([]);
  });
});

test.describe('axe-core at 360 px: every screen, signed out and as each role', () => {
  test.use({ viewport: PHONE });
  for (const visitor of ['signed out', 'Admin', 'Solicitor', 'Client'] as const) {
    test(`every screen (${visitor})`, async ({ api, admin, request, newPage, expectScreenMeetsBar }) => {
      test.setTimeout(300_000);
      const seeded = await seedLongCase(api, admin, request);
      const page = await newPage({
        as: visitor === 'signed out' ? undefined : seeded.people[visitor],
        phone: true,
      });
      for (const path of screensOf(visitor, seeded)) {
        await openScreen(page, path);
        if (path === `/case/${seeded.caseId}`) {
          await eachCaseSection(page, (section) =>
            expectScreenMeetsBar(page, `${path} ${section} (${visitor})`),
          );
        } else {
          await expectScreenMeetsBar(page, `${path} (${visitor})`);
        }
      }
    });
  }
});
