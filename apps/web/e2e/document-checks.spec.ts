import { API, type CaseChecklist, type DocumentCheck, type DocumentFinding } from '@docket/contract';
import { expect, type Page, test } from './support/fixtures';
import { synthesizePhoto } from './support/synthetic-photo';

/**
 * The automatic checks as their people see them (decision 039), on a 360 px phone: the solicitor
 * reads the findings beside the version, the client hears that her photo is hard to read and takes
 * it again. The findings are written by the server's worker into its own embedded database, which a
 * journey cannot reach, so the checklist's real answer is given its check on the way to the page.
 */
type Check = Pick<DocumentCheck, 'status' | 'findings'>;

/** The passport's current version answers `checkOf(n)` on the n-th read of the checklist. */
async function withCheck(page: Page, checkOf: (read: number) => Check) {
  let reads = 0;
  await page.route(`**${API.getCaseChecklist.path}?*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: CaseChecklist };
    reads += 1;
    for (const item of body.data.items) {
      const current = item.versions.find((version) => version.isCurrent);
      if (item.name === 'Passport' && current) {
        current.check = { confidence: 91, pages: 1, checkedAt: new Date().toISOString(), ...checkOf(reads) };
      }
    }
    await route.fulfill({ response, json: body });
  });
}

test('the solicitor reads the checks beside the version; the client hears her photo is hard to read and takes it again', async ({
  seed,
  newPage,
  layout,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const caseType = await seed.caseType(`Checks ${stamp}`);
  const solicitor = await seed.user({
    firstName: 'Sol',
    lastName: `Okafor${stamp % 1000}`,
    email: `checks-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const client = await seed.user({
    firstName: 'Amal',
    lastName: 'Haddad',
    email: `checks-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await seed.case(client, caseType);
  await seed.assignSolicitor(caseId, solicitor.id);

  await test.step('the solicitor, on a phone, sees each finding with its reason', async () => {
    const desk = await newPage({ as: solicitor, phone: true });
    const findings: DocumentFinding[] = [
      {
        code: 'kindMatches',
        tone: 'ok',
        params: { found: 'passport', expected: 'passport', cues: 'P<, MRZ' },
        confidence: 91,
      },
      { code: 'expired', tone: 'warn', params: { date: '2024-06-04', source: 'mrz' }, confidence: 91 },
      { code: 'nameClose', tone: 'info', params: { name: 'Amal Haddad', found: 'Hadad' }, confidence: 91 },
    ];
    await withCheck(desk, () => ({ status: 'done', findings }));
    await desk.goto(`/case/${caseId}`);
    const checks = desk.getByRole('list', { name: 'Automatic checks (on this server)' });
    await expect(checks.getByRole('listitem')).toHaveText([
      'Fine: Looks like a passport (P<, MRZ)',
      'Look at this: Expires 4 Jun 2024 (MRZ check digit agrees): expired',
      'Note: Name: close (Hadad)',
    ]);
    await layout.expectNoHorizontalScroll(desk);
    await expectScreenMeetsBar(desk);
  });

  await test.step('the client sees Checking…, then, by itself, why the photo is hard to read and Take it again', async () => {
    const phone = await newPage({ as: client, phone: true });
    await withCheck(phone, (read) =>
      read === 1
        ? { status: 'running', findings: [] }
        : {
            status: 'done',
            findings: [{ code: 'blurred', tone: 'warn', params: { blur: 0.54 }, confidence: null }],
          },
    );
    await phone.goto(`/case/${caseId}`);
    const passport = phone.getByRole('article', { name: 'Passport' });
    await expect(passport.getByText('Checking that it can be read…')).toBeVisible();
    // The seeded passport is a PDF: "this file"; the choice is to send it again.
    await expect(passport.getByText('This file is hard to read: it looks blurred.')).toBeVisible({
      timeout: 10_000,
    });
    await layout.expectNoHorizontalScroll(phone);
    await expectScreenMeetsBar(phone);

    await passport.getByRole('button', { name: 'Send it again' }).click();
    const upload = passport.getByRole('group', { name: 'Send Passport again' });
    await expect(upload.getByRole('button', { name: 'Choose file' })).toBeFocused();
    const photo = Buffer.from(
      await phone.evaluate(synthesizePhoto, { width: 1200, height: 1600, quality: 0.9 }),
      'base64',
    );
    await upload.getByLabel('Send Passport again', { exact: true }).setInputFiles({
      name: 'IMG_3001.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(phone.getByText('Passport sent. The firm will review it.')).toBeVisible({ timeout: 60_000 });
  });
});
