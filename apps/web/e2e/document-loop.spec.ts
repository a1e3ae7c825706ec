import { API } from '@docket/contract';
import { fixture } from './support/call';
import { expect, test } from './support/fixtures';

/**
 * The document loop (issue 19) as its people live it: a client on a 360 px phone, a solicitor at
 * a desk. A document is sent back as unreadable, sent again and accepted; the case reads
 * "Documents complete"; the firm asks for one more and reminds the client.
 */
test('a document is sent back, sent again and accepted; the firm asks for one more and reminds the client', async ({
  api,
  seed,
  newPage,
  outbox,
  expectScreenMeetsBar,
  layout,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const caseType = await seed.caseType(`Document loop ${stamp}`);
  const solicitor = await seed.user({
    firstName: 'Sol',
    lastName: `Okafor${stamp % 1000}`,
    email: `loop-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const clientEmail = `loop-client-${stamp}@docket.test`;
  const client = await seed.user({
    firstName: 'Amal',
    lastName: 'Haddad',
    email: clientEmail,
    role: 'Client',
  });
  const caseId = await seed.case(client, caseType);
  await seed.assignSolicitor(caseId, solicitor.id);

  const phone = await newPage({ as: client, phone: true });
  const desk = await newPage({ as: solicitor });

  await test.step('the solicitor sends the passport back as unreadable', async () => {
    await desk.goto(`/case/${caseId}`);
    await expect(desk.getByText('With the firm for review').first()).toBeVisible();
    const decision = desk.getByRole('group', { name: 'Decision on Passport' });
    await decision.getByLabel('Send back to the client').check();
    await desk
      .getByRole('combobox', { name: 'Reason', exact: true })
      .selectOption({ label: 'Cannot be read' });
    await desk.getByLabel('Note for the client (optional)').fill('The photo is too dark to read.');
    await desk.getByRole('button', { name: 'Send back', exact: true }).click();
    await expect(desk.getByText('Passport sent back to the client.')).toBeVisible();
    await expect(desk.getByText('Waiting for documents from the client').first()).toBeVisible();
  });

  await test.step('on her phone, the client sees why and sends it again', async () => {
    await phone.goto(`/case/${caseId}`);
    await expect(phone.getByText('Waiting for documents from you').first()).toBeVisible();
    await expect(phone.getByRole('heading', { name: '1 document needed' })).toBeVisible();
    await expect(phone.getByText('Cannot be read')).toBeVisible();
    await expect(phone.getByText('The photo is too dark to read.')).toBeVisible();
    await layout.expectNoHorizontalScroll(phone);
    await expectScreenMeetsBar(phone);
    await phone.getByLabel('Send Passport again', { exact: true }).setInputFiles(fixture('passport.pdf'));
    await expect(phone.getByText('Passport sent. The firm will review it.')).toBeVisible();
    await expect(phone.getByText('Nothing is needed from you right now')).toBeVisible();
    await expect(phone.getByText('With the firm for review').first()).toBeVisible();
  });

  await test.step('the solicitor accepts the new version; the case reads "Documents complete"', async () => {
    await desk.reload();
    await expect(desk.getByText('2 versions')).toBeVisible();
    const decision = desk.getByRole('group', { name: 'Decision on Passport' });
    await decision.getByLabel('Accept').check();
    await desk.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(desk.getByText('Passport accepted.')).toBeVisible();
    await phone.reload();
    await expect(phone.getByText('Documents complete').first()).toBeVisible();
  });

  await test.step('the firm asks for one more document and reminds the client', async () => {
    await desk.getByRole('button', { name: 'Ask for a document' }).click();
    const form = desk.getByRole('form', { name: 'Ask the client for a document' });
    await form.getByLabel('Document name').fill('Bank statement');
    await form.getByLabel('What it is and why it is needed').fill('The last three months, every page.');
    await form.getByRole('button', { name: 'Ask the client' }).click();
    await expect(
      desk.getByText('Bank statement added to the checklist. The client has been told.'),
    ).toBeVisible();
    await desk.getByRole('button', { name: 'Send a reminder now' }).click();
    await expect(desk.getByText('Reminder sent to Amal Haddad for 1 document.').first()).toBeVisible();
    await expectScreenMeetsBar(desk);

    const reminder = (await outbox.newestAbout(clientEmail, 'Documents are still needed for your case')).text;
    expect(reminder).toContain('Bank statement');
    expect(reminder).toContain(`/case/${caseId}`);
    // The bell says so too, and the case leads with what is needed.
    const bell = await api.call(API.notifications, {}, client);
    expect(bell.items[0]).toMatchObject({ kind: 'document.reminder', caseId });
    await phone.reload();
    await expect(phone.getByRole('heading', { name: '1 document needed' })).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'Bank statement' })).toBeVisible();
    await layout.expectNoHorizontalScroll(phone);
  });
});
