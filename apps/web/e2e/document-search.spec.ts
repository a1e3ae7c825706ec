import { API } from '@docket/contract';
import { checkFixture, currentVersionOf, requestDocument } from './support/check-fixtures';
import { expect, test } from './support/fixtures';

/**
 * Search inside documents (decision 039): the client sends her bank statement, the server's check
 * thread reads its text, and her solicitor finds it from the top bar by a word it holds, with the
 * words around the match and the match marked, and lands on the case at the item. The client of
 * another case finds nothing of it.
 */
test('the solicitor finds a document by a word of its text, sees the match marked and opens it at its item; another client finds nothing', async ({
  request,
  api,
  seed,
  newPage,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const caseType = await seed.caseType(`Search inside ${stamp}`);
  const solicitor = await seed.user({
    firstName: 'Sol',
    lastName: `Mensah${stamp % 1000}`,
    email: `search-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const client = await seed.user({
    firstName: 'Amina Yusuf',
    lastName: 'Hassan',
    email: `search-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await seed.case(client, caseType);
  await seed.assignSolicitor(caseId, solicitor.id);
  const statement = await requestDocument(request, solicitor, caseId, 'Bank statement');

  await test.step('the client sends the bank statement, a PDF with its text, from her phone', async () => {
    const phone = await newPage({ as: client, phone: true });
    await phone.goto(`/case/${caseId}`);
    await phone
      .getByRole('article', { name: 'Bank statement' })
      .getByLabel('Send Bank statement', { exact: true })
      .setInputFiles(checkFixture('bank-statement-two-pages.pdf'));
    await expect(phone.getByText('Bank statement sent. The firm will review it.')).toBeVisible();
  });

  await test.step('the check reads its text on the server', async () => {
    await expect
      .poll(async () => (await currentVersionOf(request, solicitor, caseId, statement.id))?.check?.status, {
        timeout: 30_000,
      })
      .toBe('done');
  });

  await test.step('the solicitor finds it from the top bar by a word of its text and opens it at its item', async () => {
    const desk = await newPage({ as: solicitor });
    await desk.goto('/dashboard');
    const box = desk.getByRole('combobox', { name: 'Search' });
    // The bank's name is in the statement's text only: no case, type or person is called so.
    await box.fill('Northgate');
    const documents = desk
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: 'Documents' })
      .getByRole('option');
    await expect(documents).toHaveCount(1);
    const hit = documents.first();
    await expect(hit).toContainText('Bank statement');
    await expect(hit).toContainText(`Amina Yusuf Hassan · case #${caseId} · page 1`);
    await expect(hit.locator('mark').first()).toHaveText(/^Northgate$/i);
    await expectScreenMeetsBar(desk);
    await hit.click();
    await expect(desk).toHaveURL(new RegExp(`/case/${caseId}#item-${statement.id}$`));
    await expect(desk.getByRole('article', { name: 'Bank statement' })).toBeFocused();
  });

  await test.step('the client of another case finds nothing of it', async () => {
    const other = await seed.user({
      firstName: 'Other',
      lastName: `Client${stamp % 1000}`,
      email: `search-other-${stamp}@docket.test`,
      role: 'Client',
    });
    await seed.case(other, caseType);
    const found = await api.call(API.search, { query: { q: 'Northgate' } }, other);
    expect(found.documents).toEqual([]);
    // Her own solicitor's search, the same words, still finds it: the answer above is access, not absence.
    const again = await api.call(API.search, { query: { q: 'Northgate' } }, solicitor);
    expect(again.documents.map((doc) => doc.caseId)).toEqual([caseId]);
  });
});
