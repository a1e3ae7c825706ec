import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A document sent from a phone whose connection drops: the upload carries on from where the
 * server stopped, by itself when the network comes back and after a reload of the page, and never
 * sends the file again from the start. The browser's requests are watched: one creation, and
 * PATCHes whose offsets only go forward.
 */

/** A real PDF of about 2.3 MB (six PATCHes of 384 KiB): the padding is a comment inside it. */
function bigPdf(path: string): number {
  const body = Buffer.concat([
    Buffer.from(`%PDF-1.4\n%${randomBytes(1_150_000).toString('hex')}\n`),
    Buffer.from(
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  ]);
  writeFileSync(path, body);
  return body.length;
}

/** The web app's PATCH size (upload-file.ts). */
const CHUNK = 384 * 1024;

type Sent = { method: string; offset: number };

/** Every tus request the page sends (a cut one included), with its offset. */
function watchUploads(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith(RESUMABLE_UPLOADS_PATH)) return;
    sent.push({
      method: request.method(),
      offset: Number(request.headers()['upload-offset'] ?? -1),
    });
  });
  return sent;
}

async function toRequiredDocuments(page: Page, caseTypeName: string) {
  await page.goto('/create-case');
  await page.getByLabel('Case Type').selectOption({ label: caseTypeName });
  await page.getByLabel('Description').fill('My papers, sent from my phone.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Required Documents', level: 2 })).toBeVisible();
}

test('an upload cut off halfway carries on where it stopped when the network returns', async ({
  seed,
  newPage,
  layout,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const caseTypeName = `Resumable ${stamp}`;
  await seed.caseType(caseTypeName);
  const client = await seed.user({
    firstName: 'Hana',
    lastName: 'Ali',
    email: `resume-${stamp}@docket.test`,
    role: 'Client',
  });
  const page = await newPage({ as: client, phone: true });
  const path = test.info().outputPath('statement.pdf');
  bigPdf(path);
  const sent = watchUploads(page);
  await toRequiredDocuments(page, caseTypeName);

  // The third PATCH is cut off as the phone loses its network, which comes back a moment later.
  let patches = 0;
  await page.route(`**${RESUMABLE_UPLOADS_PATH}/*`, async (route) => {
    if (route.request().method() !== 'PATCH' || ++patches !== 3) return route.continue();
    await page.context().setOffline(true);
    return route.abort('internetdisconnected');
  });
  const cut = page.waitForEvent('requestfailed', (r) => r.method() === 'PATCH');
  await page.getByLabel('Passport', { exact: true }).setInputFiles(path);
  await cut;
  await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.context().setOffline(false);

  await expect(page.getByRole('button', { name: 'Remove statement.pdf' })).toBeVisible({ timeout: 60_000 });
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  const offsets = sent.filter((r) => r.method === 'PATCH').map((r) => r.offset);
  // Forward only: after the cut the server is asked where it stopped (HEAD), and the next PATCH
  // starts there, never at 0 again.
  expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
  // The cut PATCH and the one that took up after it both start at the third chunk.
  expect(offsets.filter((offset) => offset === 2 * CHUNK)).toHaveLength(2);
  expect(offsets.every((offset, i) => i === 0 || offset >= (offsets[i - 1] ?? 0))).toBe(true);
  expect(sent.some((r) => r.method === 'HEAD')).toBe(true);
  expect(offsets.at(-1)).toBe(5 * CHUNK);
  await layout.expectNoHorizontalScroll(page);
});

test('an upload interrupted by a reload resumes from the server’s offset when the same file is picked again', async ({
  seed,
  newPage,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const caseTypeName = `Resumable reload ${stamp}`;
  await seed.caseType(caseTypeName);
  const client = await seed.user({
    firstName: 'Omid',
    lastName: 'Rahimi',
    email: `reload-${stamp}@docket.test`,
    role: 'Client',
  });
  const page = await newPage({ as: client, phone: true });
  const path = test.info().outputPath('evidence.pdf');
  const size = bigPdf(path);
  const sent = watchUploads(page);
  await toRequiredDocuments(page, caseTypeName);

  // After three chunks every PATCH fails, as on a link that has died; then the page is reloaded.
  let linkDead = true;
  let patches = 0;
  await page.route(`**${RESUMABLE_UPLOADS_PATH}/*`, (route) =>
    route.request().method() === 'PATCH' && linkDead && ++patches > 3
      ? route.abort('connectionreset')
      : route.continue(),
  );
  const cut = page.waitForEvent('requestfailed', (r) => r.method() === 'PATCH');
  await page.getByLabel('Passport', { exact: true }).setInputFiles(path);
  await cut;
  await page.reload();
  linkDead = false;
  const beforeReload = sent.length;
  // The wizard keeps its step and answers across a reload.
  await expect(page.getByRole('heading', { name: 'Required Documents', level: 2 })).toBeVisible();

  await page.getByLabel('Passport', { exact: true }).setInputFiles(path);
  await expect(page.getByRole('button', { name: 'Remove evidence.pdf' })).toBeVisible({ timeout: 60_000 });
  const afterReload = sent.slice(beforeReload);
  // No new upload is created: the address kept in the browser is asked how far it got, and the rest is sent.
  expect(afterReload.filter((r) => r.method === 'POST')).toHaveLength(0);
  expect(afterReload[0]?.method).toBe('HEAD');
  const firstPatch = afterReload.find((r) => r.method === 'PATCH');
  expect(firstPatch?.offset).toBe(3 * CHUNK);
  const resent = afterReload.filter((r) => r.method === 'PATCH');
  expect(resent).toHaveLength(Math.ceil((size - 3 * CHUNK) / CHUNK));
});

test('an upload whose last answer is lost on the way is not sent again: the server’s answer is asked for', async ({
  seed,
  newPage,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const caseTypeName = `Resumable lost answer ${stamp}`;
  await seed.caseType(caseTypeName);
  const client = await seed.user({
    firstName: 'Leila',
    lastName: 'Karimi',
    email: `lost-answer-${stamp}@docket.test`,
    role: 'Client',
  });
  const page = await newPage({ as: client, phone: true });
  const path = test.info().outputPath('bank-letter.pdf');
  const size = bigPdf(path);
  const sent = watchUploads(page);
  await toRequiredDocuments(page, caseTypeName);

  // The last PATCH reaches the server, which stages the file, but its answer never reaches the phone.
  const lastOffset = Math.floor(size / CHUNK) * CHUNK;
  let lost = false;
  await page.route(`**${RESUMABLE_UPLOADS_PATH}/*`, async (route) => {
    const request = route.request();
    const last = request.method() === 'PATCH' && Number(request.headers()['upload-offset']) === lastOffset;
    if (!last || lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.getByLabel('Passport', { exact: true }).setInputFiles(path);

  await expect(page.getByRole('button', { name: 'Remove bank-letter.pdf' })).toBeVisible({ timeout: 60_000 });
  // Asked where it got to (whole), then for the answer: nothing sent twice, nothing created again.
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  const offsets = sent.filter((r) => r.method === 'PATCH').map((r) => r.offset);
  expect(offsets).toEqual([...new Set(offsets)]);
  expect(offsets).toHaveLength(Math.ceil(size / CHUNK));
  expect(sent.slice(-2).map((r) => r.method)).toEqual(['HEAD', 'GET']);
});
