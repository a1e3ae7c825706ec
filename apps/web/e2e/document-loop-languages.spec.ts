import { API } from '@docket/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  assignSolicitor,
  callApi,
  createCase,
  createCaseType,
  createUser,
  loginAdmin,
  pageFor,
  type Tokens,
} from './support/api';
import { expectFitsWidth } from './support/layout';

/**
 * The screens of the document loop on a 360 px phone in English, German and Russian (the longest
 * words and the widest letters of the five languages): the client's and the firm's checklist with
 * their forms open, the queues, the dashboard, the client picker and the case type's reminder days.
 */
test('the document loop fits a 360 px phone in English, German and Russian', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const stamp = Date.now();
  const admin = await loginAdmin(request);
  const caseType = await createCaseType(request, admin, `Phone languages ${stamp}`);
  const solicitor = await createUser(request, admin, {
    firstName: 'Sol',
    lastName: 'Okafor',
    email: `phone-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const client = await createUser(request, admin, {
    firstName: 'Amal',
    lastName: 'Haddad',
    email: `phone-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await createCase(request, client, caseType);
  await assignSolicitor(request, admin, caseId, solicitor.id);
  // A document sent back with a reason, one asked for with a due date: every part of an item shows.
  const { items } = await callApi(request, API.getCaseChecklist, { query: { id: caseId } }, solicitor);
  await callApi(
    request,
    API.reviewDocument,
    { body: { caseId, itemId: items[0]!.id, decision: 'Reject', reasonCode: 'nameMismatch' } },
    solicitor,
  );
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await callApi(
    request,
    API.requestDocument,
    { body: { caseId, documentName: 'Bank statement', description: 'The last three months', dueDate: due } },
    solicitor,
  );

  const phoneOf = async (tokens: Tokens, language: string): Promise<Page> => {
    const page = await pageFor(browser, baseURL, tokens);
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
    await page.setViewportSize({ width: 360, height: 740 });
    return page;
  };
  const settle = async (page: Page, path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
  };

  for (const language of ['en', 'de', 'ru']) {
    await test.step(`in ${language}`, async () => {
      const phone = await phoneOf(client, language);
      await settle(phone, `/case/${caseId}`);
      await expect(phone.locator('html')).toHaveAttribute('lang', language);
      await expect(phone.locator('.checklist-item').first()).toBeVisible();
      await expectFitsWidth(phone, `the client's case (${language})`);
      await phone.context().close();

      const desk = await phoneOf(solicitor, language);
      await settle(desk, `/case/${caseId}`);
      const firstItem = desk.locator('.checklist-item').first();
      await expect(firstItem).toBeVisible();
      // The review with every field showing, and the request form open.
      await firstItem.locator('input[type="radio"]').last().check();
      await desk.locator('.checklist-action').first().click();
      await expectFitsWidth(desk, `the firm's case (${language})`);
      for (const path of ['/cases?queue=waitingForClient', '/dashboard', '/create-case']) {
        await settle(desk, path);
        await expectFitsWidth(desk, `${path} (${language})`);
      }
      await desk.context().close();

      const office = await phoneOf(admin, language);
      await settle(office, `/case-type-detail/${caseType.id}`);
      await expectFitsWidth(office, `the case type (${language})`);
      await office.context().close();
    });
  }
});
