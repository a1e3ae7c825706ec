import { API } from '@docket/contract';
import { firstOf } from './support/call';
import { expect, type Page, test } from './support/fixtures';

/**
 * The screens of the document loop on a 360 px phone in English, German and Russian (the longest
 * words and the widest letters of the five languages): the client's and the firm's checklist with
 * their forms open, the queues, the dashboard, the client picker and the case type's reminder days.
 */
test('the document loop fits a 360 px phone in English, German and Russian', async ({
  api,
  admin,
  seed,
  newPage,
  layout,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const caseType = await seed.caseType(`Phone languages ${stamp}`);
  const solicitor = await seed.user({
    firstName: 'Sol',
    lastName: 'Okafor',
    email: `phone-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const client = await seed.user({
    firstName: 'Amal',
    lastName: 'Haddad',
    email: `phone-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await seed.case(client, caseType);
  await seed.assignSolicitor(caseId, solicitor.id);
  // A document sent back with a reason, one asked for with a due date: every part of an item shows.
  const { items } = await api.call(API.getCaseChecklist, { query: { id: caseId } }, solicitor);
  const passport = firstOf(items, 'checklist item');
  await api.call(
    API.reviewDocument,
    { body: { caseId, itemId: passport.id, decision: 'Reject', reasonCode: 'nameMismatch' } },
    solicitor,
  );
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await api.call(
    API.requestDocument,
    { body: { caseId, documentName: 'Bank statement', description: 'The last three months', dueDate: due } },
    solicitor,
  );

  const settle = async (page: Page, path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
  };

  for (const language of ['en', 'de', 'ru']) {
    await test.step(`in ${language}`, async () => {
      const phone = await newPage({ as: client, language, phone: true });
      await settle(phone, `/case/${caseId}`);
      await expect(phone.locator('html')).toHaveAttribute('lang', language);
      await expect(phone.locator('.checklist-item').first()).toBeVisible();
      await layout.expectFitsWidth(phone, `the client's case (${language})`);
      await phone.context().close();

      const desk = await newPage({ as: solicitor, language, phone: true });
      await settle(desk, `/case/${caseId}`);
      const firstItem = desk.locator('.checklist-item').first();
      await expect(firstItem).toBeVisible();
      // The review with every field showing, and the request form open.
      await firstItem.locator('input[type="radio"]').last().check();
      await desk.locator('.checklist-action').first().click();
      await layout.expectFitsWidth(desk, `the firm's case (${language})`);
      for (const path of ['/cases?queue=waitingForClient', '/dashboard', '/create-case']) {
        await settle(desk, path);
        await layout.expectFitsWidth(desk, `${path} (${language})`);
      }
      await desk.context().close();

      const office = await newPage({ as: admin, language, phone: true });
      await settle(office, `/case-type-detail/${caseType.id}`);
      await layout.expectFitsWidth(office, `the case type (${language})`);
      await office.context().close();
    });
  }
});
