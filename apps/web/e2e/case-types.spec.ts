import { API } from '@docket/contract';
import { fixture } from './support/call';
import { expect, type Page, PHONE, test } from './support/fixtures';

/** Adds one document through the Upload & Add Document modal. */
async function addDocument(
  page: Page,
  document: { type: string; name: string; description: string; supportType?: string; template: string },
) {
  await page.getByRole('button', { name: 'Upload & Add Document' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload & Add Document' });
  await modal.getByLabel('Document Type').selectOption({ label: document.type });
  await modal.getByLabel('Document Name').fill(document.name);
  if (document.supportType)
    await modal.getByLabel('Support Type').selectOption({ label: document.supportType });
  await modal.getByLabel('Description').fill(document.description);
  await modal.getByLabel('Upload Template').setInputFiles(fixture(document.template));
  await expect(modal.getByRole('button', { name: `Remove ${document.template}` })).toBeVisible();
  await modal.getByRole('button', { name: 'Add Document' }).click();
  await expect(modal).toBeHidden();
}

test('an admin creates a case type with templates, finds it, downloads a template, edits it and deletes an unused one', async ({
  adminPage: page,
  admin,
  api,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(120_000);
  const name = `Asylum claim ${Date.now()}`;

  await test.step('the create screen checks the name and the modal', async () => {
    await page.goto('/create-case-type');
    await expect(page.getByRole('heading', { name: 'Create Case Type' })).toBeVisible();
    await expect(page.getByText('No Documents Added Yet')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Save Case Type' })).toBeDisabled();
    await page.getByRole('button', { name: 'Upload & Add Document' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload & Add Document' });
    await expect(
      modal.getByText('Allowed formats: PDF, DOC, DOCX, JPG, PNG. Max size: 10 MB.'),
    ).toBeVisible();
    await modal.getByRole('button', { name: 'Add Document' }).click();
    await expect(modal.getByText('Please select a document type')).toBeVisible();
    await expect(modal.getByText('Document name is required')).toBeVisible();
    await expect(modal.getByText('Template file is required')).toBeVisible();
    await modal.getByLabel('Document Type').selectOption({ label: 'Eligibility Document' });
    await modal.getByRole('button', { name: 'Add Document' }).click();
    await expect(modal.getByText('Support type is required for eligibility documents')).toBeVisible();
    await expectScreenMeetsBar(page);
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();
  });

  await test.step('add a required and an eligibility document with templates and save', async () => {
    await page.getByLabel('Case Type Name').fill(name);
    await addDocument(page, {
      type: 'Required Document',
      name: 'Passport',
      description: 'Photo page of a passport or travel document',
      template: 'passport-template.pdf',
    });
    await addDocument(page, {
      type: 'Eligibility Document',
      name: 'NASS letter',
      description: 'The latest letter from NASS',
      supportType: 'NASS Support',
      template: 'nass-letter-template.pdf',
    });
    await expect(page.getByRole('cell', { name: 'Passport', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'NASS letter', exact: true })).toBeVisible();
    await expectScreenMeetsBar(page);
    await page.getByRole('button', { name: 'Save Case Type' }).click();
    await expect(page.getByText('Case type created successfully.')).toBeVisible();
    await expect(page.getByText('Case Type Create', { exact: true })).toBeVisible();
    // Spec: after a save both forms and both lists are cleared.
    await expect(page.getByLabel('Case Type Name')).toHaveValue('');
    await expect(page.getByText('No Documents Added Yet')).toHaveCount(2);
  });

  await test.step('the list shows it with its flags, badges and counts', async () => {
    await page.goto('/case-type');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Yes' })).toHaveCount(2);
    await expect(row.getByText('NASS Support')).toBeVisible();
    await expect(row.getByText('Self Support')).toBeVisible();
    await expect(row.getByText('Family Support')).toBeVisible();
    await expectScreenMeetsBar(page);
    await row.getByRole('link', { name, exact: true }).click();
  });

  await test.step('the detail screen shows the documents and downloads a template', async () => {
    await expect(page).toHaveURL(/\/case-type-detail\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Optional', { exact: true })).toBeVisible();
    await expectScreenMeetsBar(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template of Passport' }).click();
    expect((await download).suggestedFilename()).toBe('passport-template.pdf');
  });

  await test.step('Edit Details opens the same screen filled in and saves the change', async () => {
    await page.getByRole('link', { name: 'Edit Details' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Case Type' })).toBeVisible();
    await expect(page.getByLabel('Case Type Name')).toHaveValue(name);
    await expect(page.getByRole('cell', { name: 'Passport', exact: true })).toBeVisible();
    await page.getByLabel('Case Type Name').fill(`${name} (edited)`);
    await page.getByRole('button', { name: 'Save Case Type' }).click();
    await expect(page.getByText('Case type updated successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${name} (edited)`, level: 1 })).toBeVisible();
  });

  await test.step('an unused case type is deleted after confirmation', async () => {
    const unused = `Unused type ${Date.now()}`;
    await api.call(
      API.createCaseType,
      {
        body: {
          caseTypeName: unused,
          requiresEligibilityDocuments: false,
          requiresSupportTypeDocuments: true,
          requiredDocuments: [{ documentTypeId: '1', documentName: 'Statement', description: '' }],
          eligibilityDocuments: [],
          addationalDocuments: [],
          allowedSupportTypes: [1, 2, 3],
        },
      },
      admin,
    );
    await page.goto('/case-type');
    await page.getByRole('button', { name: `Delete ${unused}` }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByText('Are you sure you want to delete this case type?')).toBeVisible();
    await expectScreenMeetsBar(page);
    await modal.getByRole('button', { name: 'Delete Now' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Case type deleted successfully.')).toBeVisible();
    await expect(page.getByText('Case Type Delete', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: unused })).toHaveCount(0);
    // The row and its Delete button are gone: the keyboard resumes from the screen's heading.
    await expect(page.getByRole('heading', { name: 'Case Types', level: 1 })).toBeFocused();
  });
});

test('the case type screens fit a 360 px phone without sideways scrolling', async ({
  adminPage: page,
  layout,
}) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/case-type', '/create-case-type']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await layout.expectNoHorizontalScroll(page, path);
  }
});
