import { API } from '@docket/contract';
import { bearer, firstOf } from './support/call';
import { expect, test } from './support/fixtures';
import { jpegFacts, withCameraExif } from './support/jpeg';
import { PHONE_PHOTO, synthesizePhoto } from './support/synthetic-photo';

/**
 * Photos are made smaller in the browser before they are sent (decision 037): a client on a
 * phone adds a 12-megapixel photo to her case, and the firm receives a JPEG of 2,000 px, upright,
 * without the place it was taken, for a fraction of the data. A HEIC photo the browser cannot
 * read is refused at the field with a sentence saying how to send it.
 */
test('a phone photo reaches the firm as a JPEG of 2,000 px, upright and without its metadata; a HEIC photo Chromium cannot read is explained at the field', async ({
  seed,
  newPage,
  request,
  layout,
  expectScreenMeetsBar,
  api,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const caseType = await seed.caseType(`Photos ${stamp}`);
  const client = await seed.user({
    firstName: 'Amal',
    lastName: 'Haddad',
    email: `photos-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await seed.case(client, caseType);
  const phone = await newPage({ as: client, phone: true });
  await phone.goto(`/case/${caseId}`);
  await phone.getByRole('button', { name: 'Attached Documents' }).click();
  const field = phone.getByRole('group', { name: 'File', exact: true });

  await test.step('a HEIC photo gets a sentence at the field saying how to send it, and nothing is sent', async () => {
    const sending: string[] = [];
    phone.on('request', (sent) => {
      if (sent.method() !== 'GET') sending.push(sent.url());
    });
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(4096, 7),
    ]);
    await field.getByLabel('File', { exact: true }).setInputFiles({
      name: 'IMG_5521.HEIC',
      mimeType: 'image/heic',
      buffer: heic,
    });
    await expect(field.getByRole('alert')).toHaveText(
      'This photo is in HEIC format, which can’t be read here. On an iPhone, choose ‘Most Compatible’ in Settings › Camera › Formats, or take a screenshot of the photo and send that.',
    );
    await expect(field.getByRole('progressbar')).toHaveCount(0);
    expect(sending).toEqual([]);
    await layout.expectFitsWidth(phone, 'the HEIC sentence');
    await expectScreenMeetsBar(phone);
  });

  const original = withCameraExif(
    Buffer.from(await phone.evaluate(synthesizePhoto, PHONE_PHOTO), 'base64'),
    // The phone was held upright: the picture is stored on its side.
    6,
  );
  expect(jpegFacts(original)).toEqual({ width: 4000, height: 3000, hasExif: true });

  await test.step('the client adds a 12-megapixel photo of a letter to her case', async () => {
    const workers: string[] = [];
    phone.on('worker', (worker) => workers.push(worker.url()));
    await phone.getByLabel(/^Document Name/).fill('Letter from the Home Office');
    await field.getByLabel('File', { exact: true }).setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: original,
    });
    await expect(field.getByRole('button', { name: 'Remove IMG_2041.jpg' })).toBeVisible({ timeout: 60_000 });
    await expect(field.getByRole('alert')).toHaveCount(0);
    // Prepared off the page's thread, so a cheap phone's page keeps answering: written as a JPEG,
    // then measured for readability before it is sent (decision 039).
    const photoWorker = expect.stringMatching(/\/assets\/photo-worker-[\w-]+\.js$/);
    expect(workers).toEqual([photoWorker, photoWorker]);
    await phone.getByRole('button', { name: 'Add Document' }).click();
    await expect(phone.getByText('Letter from the Home Office added to the case.')).toBeVisible();
  });

  await test.step('the firm has a JPEG of 2,000 px, upright, without EXIF, for far fewer bytes', async () => {
    const detail = await api.call(API.getCaseById, { query: { id: caseId } }, client);
    const document = firstOf(
      detail.documents.filter((doc) => doc.documentName === 'Letter from the Home Office'),
      'added photo',
    );
    expect(document.fileName).toBe('IMG_2041.jpg');
    expect(document.contentType).toBe('image/jpeg');
    const response = await request.fetch(API.downloadFile.path, {
      headers: { ...bearer(client), filepath: document.filePath },
    });
    expect(response.status()).toBe(200);
    const stored = await response.body();
    // Turned as the EXIF orientation said: the 4,000 by 3,000 picture stands 1,500 by 2,000.
    expect(jpegFacts(stored)).toEqual({ width: 1500, height: 2000, hasExif: false });
    expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(stored.length).toBeLessThan(original.length / 3);
    expect(document.fileSize).toBe(stored.length);
    test.info().annotations.push({
      type: 'bytes',
      description: `${original.length} bytes picked, ${stored.length} bytes sent`,
    });
  });
});
