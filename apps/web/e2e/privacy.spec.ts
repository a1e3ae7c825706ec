import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { API } from '@docket/contract';
import JSZip from 'jszip';
import { callApi } from './support/call';
import { expect, test } from './support/fixtures';

/**
 * Privacy on an administrator's phone (decision 041): the export of everything held about a
 * client, downloaded and checked against its own manifest; a legal hold that blocks her erasure;
 * and the erasure itself, after which she cannot sign in and no list shows her.
 */
test('an administrator exports a client’s data, sees a hold block her erasure, lifts it and erases her', async ({
  request,
  admin,
  seed,
  newPage,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const caseType = await seed.caseType(`Privacy ${stamp}`);
  const email = `privacy-client-${stamp}@docket.test`;
  const client = await seed.user({
    firstName: 'Hawa',
    lastName: `Tesfaye${stamp % 1000}`,
    email,
    role: 'Client',
  });
  await callApi(request, API.setLanguage, { body: { language: 'ar' } }, client);
  const caseId = await seed.case(client, caseType);
  await seed.caseDocument(client, caseId);
  await callApi(request, API.changeCaseStatus, { body: { caseId, status: 'Closed', reason: null } }, admin);

  const phone = await newPage({ as: admin, phone: true });
  await phone.goto(`/privacy/person/${client.id}`);

  await test.step('the export is built in the background, downloaded, and its manifest matches its files', async () => {
    await phone.getByRole('button', { name: 'Export their data' }).click();
    await expect(phone.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectScreenMeetsBar(phone);
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('button', { name: /^Download/ }).click(),
    ]);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const manifest = JSON.parse(await (zip.file('manifest.json')?.async('string') ?? '{}')) as {
      files: { path: string; sha256: string }[];
    };
    expect(manifest.files.length).toBeGreaterThan(2);
    for (const entry of manifest.files) {
      const bytes = await zip.file(entry.path)?.async('nodebuffer');
      expect(bytes, entry.path).toBeDefined();
      expect(
        createHash('sha256')
          .update(bytes ?? Buffer.alloc(0))
          .digest('hex'),
        entry.path,
      ).toBe(entry.sha256);
    }
    expect(manifest.files.some((entry) => entry.path.startsWith('documents/'))).toBe(true);
    // The index is in her language, right to left.
    expect(await zip.file('index.html')?.async('string')).toMatch(
      /<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/,
    );
  });

  await test.step('a legal hold on her case blocks her erasure', async () => {
    await callApi(
      request,
      API.placeLegalHold,
      { body: { caseId, reason: 'Judicial review pending' } },
      admin,
    );
    await phone.reload();
    await expect(phone.getByText('The case is under a legal hold.')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Erase this person' })).toBeDisabled();
  });

  await test.step('with the hold lifted, she is erased after typing her address again', async () => {
    await callApi(request, API.liftLegalHold, { body: { caseId, reason: 'Review refused' } }, admin);
    await phone.reload();
    await phone.getByLabel('Reason for the erasure').fill('Her request by e-mail of 26 November 2026');
    await phone.getByLabel(/Type their e-mail address to confirm/).fill(email.toUpperCase());
    await phone.getByRole('button', { name: 'Erase this person' }).click();
    await expect(phone.getByText('The erasure is under way.', { exact: false })).toBeVisible();
    await expectScreenMeetsBar(phone);
  });

  await test.step('she can no longer sign in, and no list of users shows her', async () => {
    await expect
      .poll(
        async () => {
          const users = await callApi(
            request,
            API.getUsers,
            { body: { pageNo: 1, pageSize: 100, searchQuery: email } },
            admin,
          );
          return JSON.stringify(users).includes(client.id);
        },
        { timeout: 30_000 },
      )
      .toBe(false);
    const signIn = await request.post(API.login.path, { data: { email, password: 'anything-at-all-1A!' } });
    expect(signIn.ok()).toBe(false);
  });
});
