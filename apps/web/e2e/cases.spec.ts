import { API } from '@docket/contract';
import { firstOf, fixture } from './support/call';
import { expect, PHONE, test } from './support/fixtures';

test('a client opens a case through the wizard, an admin assigns a solicitor who works it, and the client follows it', async ({
  api,
  admin,
  seed,
  adminPage,
  newPage,
  expectScreenMeetsBar,
  layout,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const caseTypeName = `Asylum support ${stamp}`;

  // The case type, the solicitor and two clients are set up through the API; the screens are what is tested.
  const passportTemplate = await api.upload(admin, 'passport-template.pdf', 'template');
  const { id: caseTypeId } = await api.call(
    API.createCaseType,
    {
      body: {
        caseTypeName,
        requiresEligibilityDocuments: true,
        requiresSupportTypeDocuments: true,
        requiredDocuments: [
          {
            documentTypeId: '1',
            documentName: 'Passport',
            description: 'Photo page',
            templateUrl: passportTemplate,
            orignalFileName: 'passport-template.pdf',
          },
        ],
        eligibilityDocuments: [
          { documentTypeId: '2', documentName: 'NASS letter', description: '', supportType: 1 },
          { documentTypeId: '2', documentName: 'Family letter', description: '', supportType: 3 },
        ],
        addationalDocuments: [],
        allowedSupportTypes: [1, 2, 3],
      },
    },
    admin,
  );
  const solicitorFirstName = `Sol${stamp % 100000}`;
  const solicitorName = `${solicitorFirstName} Okafor`;
  const solicitor = await seed.user({
    firstName: solicitorFirstName,
    lastName: 'Okafor',
    email: `solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const client = await seed.user({
    firstName: 'Amal',
    lastName: 'Yousef',
    email: `client-${stamp}@docket.test`,
    role: 'Client',
  });
  const otherClient = await seed.user({
    firstName: 'Other',
    lastName: 'Client',
    email: `other-${stamp}@docket.test`,
    role: 'Client',
  });

  const clientPage = await newPage({ as: client });
  let caseUrl = '';

  await test.step('the client menu offers only what a client may use', async () => {
    await clientPage.goto('/dashboard');
    const menu = clientPage.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Cases' }).click();
    await expect(menu.getByRole('link', { name: 'View Cases' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create New Case' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Case Types' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Users' })).toHaveCount(0);
  });

  await test.step('step 1: the case type is required', async () => {
    await clientPage.goto('/create-case');
    await expect(clientPage.getByRole('heading', { name: 'Case Details', level: 2 })).toBeVisible();
    await expect(clientPage.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(clientPage.getByPlaceholder('Enter case description')).toBeVisible();
    await expectScreenMeetsBar(clientPage);
    await clientPage.getByLabel('Case Type').selectOption({ label: caseTypeName });
    await clientPage.getByLabel('Description').fill('I need help with my asylum support claim.');
    await clientPage.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 2: Next is blocked until the required upload is done, and a reload keeps it', async () => {
    await expect(clientPage.getByRole('heading', { name: 'Required Documents', level: 2 })).toBeVisible();
    await clientPage.getByRole('button', { name: 'Next' }).click();
    const passportField = clientPage.getByRole('group', { name: 'Passport' });
    await expect(passportField.getByRole('alert')).toHaveText('Upload your Passport.');
    await expect(passportField.getByRole('button').first()).toBeFocused();
    await expect(clientPage.getByRole('button', { name: 'Download template (Passport)' })).toBeVisible();
    await clientPage.getByLabel('Passport', { exact: true }).setInputFiles(fixture('passport.pdf'));
    await expect(clientPage.getByRole('button', { name: 'Remove passport.pdf' })).toBeVisible();
    await expectScreenMeetsBar(clientPage);
    await clientPage.reload();
    await expect(clientPage.getByRole('heading', { name: 'Required Documents', level: 2 })).toBeVisible();
    await expect(clientPage.getByRole('button', { name: 'Remove passport.pdf' })).toBeVisible();
    await clientPage.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 3: the support type filters the eligibility documents', async () => {
    await expect(clientPage.getByRole('heading', { name: 'Eligibility Documents', level: 2 })).toBeVisible();
    const options = await clientPage.getByLabel('Support Type').locator('option').allTextContents();
    expect(options).toEqual(['Select support type', 'NASS Support', 'Self Support', 'Family Support']);
    await clientPage.getByLabel('Support Type').selectOption({ label: 'NASS Support' });
    await expect(clientPage.getByRole('group', { name: 'NASS letter' })).toBeVisible();
    await expect(clientPage.getByRole('group', { name: 'Family letter' })).toHaveCount(0);
    await clientPage.getByLabel('NASS letter', { exact: true }).setInputFiles(fixture('nass-letter.pdf'));
    await expect(clientPage.getByRole('button', { name: 'Remove nass-letter.pdf' })).toBeVisible();
    await clientPage.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 4: review and submit, then what happens next, then the new case', async () => {
    await expect(clientPage.getByRole('heading', { name: 'Confirm Case Details' })).toBeVisible();
    await expect(clientPage.getByText('passport.pdf')).toBeVisible();
    await expect(clientPage.getByText('nass-letter.pdf')).toBeVisible();
    await expectScreenMeetsBar(clientPage);
    await clientPage.getByRole('button', { name: 'Submit' }).click();
    await expect(clientPage.getByText('case created successfully')).toBeVisible();
    await expect(clientPage).toHaveURL(/\/case\/\d+\/submitted$/);
    const heading = clientPage.getByRole('heading', { name: 'Your case has been sent', level: 1 });
    await expect(heading).toBeFocused();
    await expect(clientPage.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(
      clientPage.getByText('The firm will choose a solicitor, who will review your case and documents.'),
    ).toBeVisible();
    await expect(clientPage.getByText('Nothing more is needed from you now.')).toBeVisible();
    await expectScreenMeetsBar(clientPage);
    await clientPage.getByRole('link', { name: 'View your case' }).click();
    await expect(clientPage).toHaveURL(/\/case\/\d+$/);
    caseUrl = new URL(clientPage.url()).pathname;
    await expect(clientPage.getByText('Open', { exact: true })).toBeVisible();
  });

  await test.step("another client's case answers Case not found", async () => {
    const type = await api.call(API.getCaseTypeById, { query: { id: caseTypeId } }, otherClient);
    const otherId = await seed.case(otherClient, {
      id: caseTypeId,
      passportId: firstOf(type.requiredDocuments, 'required document').id,
    });
    await clientPage.goto(`/case/${otherId}`);
    await expect(clientPage.getByText('Case not found')).toBeVisible();
    await expect(clientPage.getByRole('link', { name: 'Back to cases' }).first()).toBeVisible();
  });

  await test.step('the admin finds the case by search and assigns the solicitor', async () => {
    await adminPage.goto('/cases');
    await adminPage.getByRole('searchbox', { name: 'Search cases' }).fill('Amal Yousef');
    const row = adminPage.getByRole('row').filter({ hasText: 'Amal Yousef' });
    await expect(row).toHaveCount(1);
    await expect(adminPage.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    const caseTypeHeader = adminPage.getByRole('columnheader', { name: 'Case Type' });
    await expect(caseTypeHeader).toHaveAttribute('aria-sort', 'none');
    await caseTypeHeader.getByRole('button').click();
    await expect(caseTypeHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(adminPage).toHaveURL(/sort=caseTypeName&order=asc/);
    await expectScreenMeetsBar(adminPage);
    await row.getByRole('button', { name: 'Assign Solicitor' }).click();
    const modal = adminPage.getByRole('dialog', { name: 'Assign Solicitor' });
    await modal
      .getByLabel('Solicitor')
      .selectOption({ label: `${solicitorName} (solicitor-${stamp}@docket.test)` });
    await modal.getByRole('button', { name: 'Assign' }).click();
    await expect(adminPage.getByText('Solicitor assigned successfully')).toBeVisible();
    await expect(row).toContainText(solicitorName);
  });

  const solicitorPage = await newPage({ as: solicitor });
  await test.step('the solicitor views a document, adds a shared note and changes the status', async () => {
    await solicitorPage.goto(caseUrl);
    await expect(solicitorPage.getByRole('button', { name: 'Case Detail' })).toBeVisible();
    await expectScreenMeetsBar(solicitorPage);
    await solicitorPage.getByRole('button', { name: 'Attached Documents' }).click();
    await solicitorPage.getByRole('button', { name: 'View Passport' }).click();
    const preview = solicitorPage.getByRole('dialog', { name: 'Passport' });
    await expect(preview.locator('iframe[title="Preview of passport.pdf"]')).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).last().click();

    await solicitorPage.getByRole('button', { name: 'Case Notes' }).click();
    await solicitorPage.getByLabel('New note').fill('Please bring the original passport on Monday.');
    await solicitorPage.getByLabel('Share with client').check();
    await solicitorPage.getByRole('button', { name: 'Add Note' }).click();
    await expect(solicitorPage.getByText('Please bring the original passport on Monday.')).toBeVisible();
    await expect(solicitorPage.getByText('just now')).toBeVisible();

    await solicitorPage.getByRole('button', { name: 'Case Detail' }).click();
    await solicitorPage.getByLabel('Change status').selectOption('Pending');
    await solicitorPage.getByLabel('Reason (optional)').fill('Waiting for the original passport');
    await solicitorPage.getByRole('button', { name: 'Update Status' }).click();
    await expect(solicitorPage.getByText('Case status changed to Pending.')).toBeVisible();

    await solicitorPage.getByRole('button', { name: 'Activity' }).click();
    await expect(solicitorPage.getByText('Status changed', { exact: true })).toBeVisible();
    await expect(solicitorPage.getByText('Document viewed', { exact: true }).first()).toBeVisible();
    await expectScreenMeetsBar(solicitorPage);
  });

  await test.step('the client sees the new status and the shared note', async () => {
    await clientPage.goto('/cases');
    const row = clientPage.getByRole('row').filter({ hasText: caseTypeName }).first();
    await expect(row.getByText('Pending')).toBeVisible();
    await clientPage.goto(caseUrl);
    await expect(clientPage.getByText('Pending', { exact: true })).toBeVisible();
    await clientPage.getByRole('button', { name: 'Case Notes' }).click();
    await expect(clientPage.getByText('Please bring the original passport on Monday.')).toBeVisible();
  });

  await test.step('the case screens fit a 360 px phone', async () => {
    for (const [page, path] of [
      [clientPage, '/cases'],
      [clientPage, '/create-case'],
      [solicitorPage, caseUrl],
    ] as const) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await layout.expectNoHorizontalScroll(page, path);
    }
  });
});
