import { expect, PHONE, test } from './support/fixtures';

test.use({ viewport: PHONE });

test('a toast on a phone is opaque and covers neither the heading nor the top bar', async ({
  adminPage: page,
  seed,
}) => {
  const stamp = Date.now();
  await seed.user({
    firstName: `Toast${stamp % 100000}`,
    lastName: 'Reader',
    email: `toast-${stamp}@docket.test`,
    role: 'Client',
  });
  await page.goto(`/user-list?search=Toast${stamp % 100000}`);
  await page.getByRole('switch', { name: `May Toast${stamp % 100000} Reader sign in?` }).click();
  const toast = page.locator('.toast').filter({ hasText: 'user update successfully' });
  await expect(toast).toBeVisible();

  const overlaps = (a: DOMRectLike | null, b: DOMRectLike | null) =>
    a !== null &&
    b !== null &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height;
  const toastBox = await toast.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const topBar = await page.getByRole('banner').boundingBox();
  expect([toastBox, heading, topBar]).not.toContain(null);
  expect(overlaps(toastBox, heading), 'the toast covers the heading').toBe(false);
  expect(overlaps(toastBox, topBar), 'the toast covers the top bar').toBe(false);
  const background = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background, 'the toast lets the page show through').toMatch(/^rgb\(/);
});

type DOMRectLike = { x: number; y: number; width: number; height: number };
