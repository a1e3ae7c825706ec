import {
  eachCaseSection,
  LONG,
  openScreen,
  screensOf,
  seedLongCase,
  type Visitor,
} from './support/every-screen';
import { expect, type Locator, test } from './support/fixtures';
import { expectScreenFits } from './support/layout';

/**
 * Every screen at 360 px, signed out and as each role, in English, German and Russian (the longest
 * words and the widest letters of the five languages), on a case whose texts are as long as real
 * ones: nothing may scroll sideways or reach past the edge, and no word may break inside itself.
 * One page per language and visitor; the `lang` cookie sets the language.
 */
const VISITORS: Visitor[] = ['signed out', 'Admin', 'Solicitor', 'Client'];

for (const language of ['en', 'de', 'ru']) {
  for (const visitor of VISITORS) {
    test(`every screen fits 360 px: ${visitor}, ${language}`, async ({ api, admin, request, newPage }) => {
      test.setTimeout(240_000);
      const seeded = await seedLongCase(api, admin, request);
      const as = visitor === 'signed out' ? undefined : seeded.people[visitor];
      const page = await newPage({ as, language, phone: true });
      for (const path of screensOf(visitor, seeded)) {
        await openScreen(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const label = `${path} (${visitor}, ${language})`;
        if (path === `/case/${seeded.caseId}`) {
          await expect(page.getByText(LONG.document).first()).toBeVisible();
          await eachCaseSection(page, (section) => expectScreenFits(page, `${label} ${section}`));
        } else {
          await expectScreenFits(page, label);
        }
      }
    });
  }
}

/**
 * The same walk in Arabic (right to left) and Tigrinya (Ethiopic script), the clients' languages
 * the furthest from the five (decision 040): the page is mirrored or not as the language is
 * written, nothing scrolls sideways, and every screen meets the bar (axe, and the Bootstrap rules
 * of the direction's stylesheet).
 */
for (const language of ['ar', 'ti']) {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  for (const visitor of VISITORS) {
    test(`every screen fits 360 px and meets the bar: ${visitor}, ${language}`, async ({
      api,
      admin,
      request,
      newPage,
      expectScreenMeetsBar,
    }) => {
      test.setTimeout(300_000);
      const seeded = await seedLongCase(api, admin, request);
      const as = visitor === 'signed out' ? undefined : seeded.people[visitor];
      const page = await newPage({ as, language, phone: true });
      for (const path of screensOf(visitor, seeded)) {
        await openScreen(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', direction);
        const label = `${path} (${visitor}, ${language})`;
        if (path === `/case/${seeded.caseId}`) {
          await eachCaseSection(page, (section) => expectScreenFits(page, `${label} ${section}`));
        } else {
          await expectScreenFits(page, label);
        }
        await expectScreenMeetsBar(page, label);
      }
    });
  }
}

test('right to left, the sidebar is at the right edge and the steps of a new case run from right to left', async ({
  api,
  admin,
  request,
  newPage,
}) => {
  const seeded = await seedLongCase(api, admin, request);
  const page = await newPage({ as: seeded.people.Client, language: 'ar' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen(page, '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The right-to-left stylesheet replaced the entry's: one Bootstrap, mirrored.
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-rtl]')].map((link) => ({
      href: link.getAttribute('href'),
      rtl: link.dataset.rtl,
    })),
  );
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.href).toBe(sheets[0]?.rtl);
  const sidebar = await page.locator('.vertical-menu').boundingBox();
  expect(sidebar && Math.round(sidebar.x + sidebar.width)).toBe(1280);
  const main = await page.locator('main').first().boundingBox();
  expect(sidebar && main && main.x < sidebar.x).toBe(true);

  await openScreen(page, '/create-case');
  const steps = page.locator('.wizard-step');
  const first = await steps.nth(0).boundingBox();
  const second = await steps.nth(1).boundingBox();
  expect(first && second && first.x > second.x, 'step 1 is right of step 2').toBe(true);

  // And back: English is left to right, with the sidebar on the left.
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(async () => (await page.locator('.vertical-menu').boundingBox())?.x).toBe(0);
});

/** Wholly on the screen once scrolled to: not cut off at its side, nor hidden in a box that scrolls. */
async function onScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  // All of it but a fraction of a pixel, which the scroll may leave at the screen's edge.
  await expect(locator).toBeInViewport({ ratio: 0.99 });
}

test('on a phone a case, a document and a user are cards with everything that matters on screen', async ({
  api,
  admin,
  request,
  newPage,
}) => {
  const seeded = await seedLongCase(api, admin, request);
  const page = await newPage({ as: admin, phone: true });

  // Searched for by its case type's stamp: the journeys of other workers add cases after this one.
  await openScreen(page, `/cases?q=${seeded.stamp}`);
  await expect(page.getByRole('table')).toHaveCount(0);
  const caseCard = page
    .getByRole('list', { name: 'Cases' })
    .getByRole('listitem')
    // Each worker seeds its own long case: this one's card is the one with its number.
    .filter({ has: page.getByRole('link', { name: `Open case ${seeded.caseId},`, exact: false }) });
  for (const part of [
    caseCard.getByRole('link', { name: new RegExp(LONG.caseType) }).first(),
    caseCard.getByText('Open', { exact: true }),
    caseCard.getByText('With the firm for review'),
    caseCard.getByRole('link', { name: `Open case ${seeded.caseId}, ${LONG.caseType}`, exact: false }),
  ]) {
    await onScreen(part);
  }
  // The headings a table would sort by are offered in a box instead.
  await page.getByLabel('Sort by').selectOption({ label: 'Created At, ascending' });
  await expect(page).toHaveURL(/sort=createdAt/);
  await expect(page).toHaveURL(/order=asc/);

  await openScreen(page, `/case/${seeded.caseId}`);
  await page.getByRole('button', { name: 'Attached Documents' }).click();
  const documents = page.getByRole('list', { name: 'Attached Documents' });
  const documentCard = documents.getByRole('listitem').filter({ hasText: 'Nachweis_' });
  await expect(documentCard.getByText(LONG.russianDocument)).toBeVisible();
  for (const name of [`View ${LONG.russianDocument}`, `Download ${LONG.russianDocument}`]) {
    await onScreen(documentCard.getByRole('button', { name }));
  }

  // The long case is seeded once per worker, early; the users other journeys made since push it off
  // the first page, so its solicitor is found the way an administrator would: by a search.
  await openScreen(page, `/user-list?search=solicitor-${seeded.stamp}`);
  const userCard = page
    .getByRole('list', { name: 'Users of the firm' })
    .getByRole('listitem')
    .filter({
      hasText: `solicitor-${seeded.stamp}-`,
    });
  for (const part of [
    userCard.getByText(/konstantinopolskaya@/),
    userCard.getByText('Solicitor', { exact: true }),
    userCard.getByRole('switch', { name: /Maximiliane Oberhauser-Wittgenstein/ }),
    userCard.getByRole('button', { name: 'Edit Maximiliane Oberhauser-Wittgenstein' }),
  ]) {
    await onScreen(part);
  }
});

test('the user list shows its Status and Action columns inside its box at 1280 px', async ({
  api,
  admin,
  request,
  newPage,
  expectScreenMeetsBar,
}) => {
  await seedLongCase(api, admin, request);
  const page = await newPage({ as: admin });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen(page, '/user-list');
  const box = await page.getByRole('region', { name: 'Users of the firm' }).boundingBox();
  for (const name of ['Status', 'Action']) {
    const header = await page.getByRole('columnheader', { name }).boundingBox();
    expect(header && box && header.x + header.width <= box.x + box.width + 0.5, name).toBe(true);
  }
  const sideways = await page
    .getByRole('region', { name: 'Users of the firm' })
    .evaluate((region) => region.scrollWidth - region.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await expectScreenMeetsBar(page);
});
