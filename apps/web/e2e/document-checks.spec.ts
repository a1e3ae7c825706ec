import { readFile } from 'node:fs/promises';
import { checkFixture, requestDocument } from './support/check-fixtures';
import { expect, test } from './support/fixtures';

/**
 * The automatic checks as their people see them (decision 039), on 360 px phones, through the real
 * pipeline: the server's queue and check thread read what the client sent. The browser first
 * offers a retake of a blurred photo; she sends it anyway, and within seconds, on the page she is
 * on, hears from the server that it is hard to read and takes it again. The solicitor reads each
 * version's findings beside it: "blurred" and "could not read" on the first, what the second
 * looks like on the retake.
 */
test('a blurred photo sent anyway is found hard to read within seconds, taken again, and the solicitor reads each version’s findings', async ({
  request,
  seed,
  newPage,
  layout,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const caseType = await seed.caseType(`Checks ${stamp}`);
  const solicitor = await seed.user({
    firstName: 'Sol',
    lastName: `Okafor${stamp % 1000}`,
    email: `checks-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  // The name on the fixtures' documents.
  const client = await seed.user({
    firstName: 'Amina Yusuf',
    lastName: 'Hassan',
    email: `checks-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await seed.case(client, caseType);
  await seed.assignSolicitor(caseId, solicitor.id);
  await requestDocument(request, solicitor, caseId, 'Tenancy letter');

  const phone = await newPage({ as: client, phone: true });
  const desk = await newPage({ as: solicitor, phone: true });
  await phone.goto(`/case/${caseId}`);
  const letter = phone.getByRole('article', { name: 'Tenancy letter' });

  await test.step('the browser finds the photo blurred and offers a retake; she sends it anyway', async () => {
    await letter.getByLabel('Send Tenancy letter', { exact: true }).setInputFiles({
      name: 'IMG_3001.jpg',
      mimeType: 'image/jpeg',
      buffer: await readFile(checkFixture('tenancy-letter-blurred-photo.jpg')),
    });
    const advice = letter.getByText(
      'This photo is hard to read: it looks blurred. Take it again, or send it anyway?',
    );
    await expect(advice).toBeVisible({ timeout: 30_000 });
    await expect(advice).toBeFocused();
    await expect(letter.getByRole('button', { name: 'Take it again' })).toBeVisible();
    await letter.getByRole('button', { name: 'Send anyway' }).click();
    await expect(phone.getByText('Tenancy letter sent. The firm will review it.')).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('within seconds, by itself, the server says why it is hard to read, with Take it again', async () => {
    const started = Date.now();
    const notice = letter.getByText(
      'This photo is hard to read: it looks blurred and we could not read its words.',
    );
    // About 3 s here; the room is for a queue that other journeys' uploads fill first.
    await expect(notice).toBeVisible({ timeout: 30_000 });
    test.info().annotations.push({
      type: 'hard to read after',
      description: `${Date.now() - started} ms from the upload's answer`,
    });
    await expect(letter.getByText('Checking that it can be read…')).toHaveCount(0);
    await expect(letter.getByRole('button', { name: 'Take it again' })).toBeVisible();
    await layout.expectNoHorizontalScroll(phone);
    await expectScreenMeetsBar(phone);
  });

  await test.step('the solicitor, on a phone, sees "blurred" and "could not read" beside the version', async () => {
    await desk.goto(`/case/${caseId}`);
    const checks = desk
      .getByRole('article', { name: 'Tenancy letter' })
      .getByRole('list', { name: 'Automatic checks (on this server)' });
    await expect(checks.getByRole('listitem')).toHaveText([
      'Look at this: Photo blurred or shaken: ask for a retake',
      'Look at this: Could not read: ask for a retake',
    ]);
    await layout.expectNoHorizontalScroll(desk);
    await expectScreenMeetsBar(desk);
  });

  await test.step('she takes it again; the sharp photo is sent without a question and nothing is said of it', async () => {
    await letter.getByRole('button', { name: 'Take it again' }).click();
    const upload = letter.getByRole('group', { name: 'Send Tenancy letter again' });
    await expect(upload.getByRole('button', { name: 'Choose file' })).toBeFocused();
    await upload.getByLabel('Send Tenancy letter again', { exact: true }).setInputFiles({
      name: 'IMG_3002.jpg',
      mimeType: 'image/jpeg',
      buffer: await readFile(checkFixture('tenancy-letter-scan.jpg')),
    });
    await expect(phone.getByText('Tenancy letter sent. The firm will review it.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(letter.getByText('Checking that it can be read…')).toBeVisible();
    await expect(letter.getByText('Checking that it can be read…')).toHaveCount(0, { timeout: 30_000 });
    await expect(letter.getByText(/hard to read/)).toHaveCount(0);
  });

  await test.step('the solicitor reads what the new version looks like, the old one’s findings kept beside it', async () => {
    await desk.reload();
    const card = desk.getByRole('article', { name: 'Tenancy letter' });
    await expect(card.getByText('2 versions')).toBeVisible();
    // Newest first.
    const findingsOf = (version: number) =>
      card
        .getByRole('list', { name: 'Automatic checks (on this server)' })
        .nth(version)
        .getByRole('listitem');
    // What the thread read on the scan: readable, the kind with the words that said so, its date, her name.
    await expect(findingsOf(0)).toHaveText([
      /^Fine: Readable \(OCR confidence \d+%\)$/,
      /^Note: Looks like an accommodation letter \(.*tenancy.*\)$/,
      'Note: Dated 2 Nov 2026 (document)',
      'Fine: Name: matches',
    ]);
    await expect(findingsOf(1)).toHaveText([
      'Look at this: Photo blurred or shaken: ask for a retake',
      'Look at this: Could not read: ask for a retake',
    ]);
    await layout.expectNoHorizontalScroll(desk);
  });
});
