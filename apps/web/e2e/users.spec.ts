import { signInWithForm } from './support/auth';
import { expect, type Page, test } from './support/fixtures';

const PASSWORD = 'Solicitor-Desk9!';

async function expectSignInRefused(page: Page, email: string) {
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Your account is locked');
  await expect(page).toHaveURL(/\/account\/login/);
}

test('an admin creates a solicitor who accepts the invitation, then finds, locks and unlocks them', async ({
  adminPage: admin,
  newPage,
  outbox,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const firstName = `Ines${stamp % 100000}`;
  const email = `solicitor-${stamp}@docket.test`;

  await test.step('create the user: the button waits for a valid form, then the list opens', async () => {
    await admin.goto('/user-create');
    await expect(admin.getByRole('heading', { name: 'Create User', level: 1 })).toBeVisible();
    const submit = admin.getByRole('button', { name: 'Create User' });
    await expect(submit).toBeDisabled();
    await admin.getByRole('textbox', { name: 'Contact' }).fill('123');
    await admin.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await expect(admin.getByText('Please enter valid contact number')).toBeVisible();
    await expectScreenMeetsBar(admin);
    await admin.getByRole('textbox', { name: 'Last name' }).fill('Moreau');
    await admin.getByRole('textbox', { name: 'Email' }).fill(email);
    await admin.getByRole('textbox', { name: 'Contact' }).fill('+44 7700 900456');
    await admin.getByRole('combobox', { name: 'Role' }).selectOption('Solicitor');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(admin.getByText('User Created Successfully')).toBeVisible();
    await expect(admin).toHaveURL(/\/user-list$/);
  });

  // Signed out, in a browser of their own.
  const solicitor = await newPage();
  await test.step('the solicitor follows the invitation e-mail, sets a password and signs in', async () => {
    const invitation = await outbox.newestTo(email);
    await solicitor.goto(outbox.setPasswordPath(invitation.text));
    await solicitor.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await solicitor.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await solicitor.getByRole('button', { name: 'Set Password' }).click();
    await expect(solicitor.getByText('Password changed successfully.')).toBeVisible();
    await signInWithForm(solicitor, email, PASSWORD);
    await expect(solicitor).toHaveURL(/\/dashboard$/);
    await expect(solicitor.getByText(`Welcome back, ${firstName} Moreau`)).toBeVisible();
  });

  const row = admin.getByRole('row').filter({ hasText: email });
  const status = admin.getByRole('switch', { name: `May ${firstName} Moreau sign in?` });
  await test.step('the admin finds the solicitor by search in the user list', async () => {
    await admin.goto('/user-list');
    await expect(admin.getByRole('list', { name: 'User figures' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search users' }).fill(firstName);
    await expect(row).toHaveCount(1);
    await expect(admin.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`search=${firstName}`));
    await expect(row).toContainText('Solicitor');
    await expect(row).toContainText('Firm Administrator');
    await expect(status).toBeChecked();
    await expect(admin.getByRole('columnheader', { name: 'Created Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await admin.getByRole('button', { name: 'Full Name' }).click();
    await expect(admin.getByRole('columnheader', { name: 'Full Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectScreenMeetsBar(admin);
  });

  await test.step('the security events show the sign-in', async () => {
    await row.getByRole('button', { name: `Security events of ${firstName} Moreau` }).click();
    const dialog = admin.getByRole('dialog', { name: `Security events of ${firstName} Moreau` });
    await expect(dialog.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
    await expectScreenMeetsBar(admin);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('locking ends their session, with one sentence saying why, and refuses their sign-in', async () => {
    await status.click();
    await expect(admin.getByText('user update successfully')).toBeVisible();
    await expect(status).not.toBeChecked();
    await expect(row).toContainText('Locked');
    // Still signed in in their own browser: the next screen they open finds the session over.
    await solicitor.goto('/cases');
    await expect(solicitor).toHaveURL(/\/account\/login/);
    await expect(solicitor.getByTestId('session-ended')).toHaveText(
      'The firm has locked your account, so you were signed out. Please contact the firm.',
    );
    await expect(solicitor.locator('.toast')).toHaveCount(0);
    await expectSignInRefused(solicitor, email);
  });

  await test.step('unlocking lets them in again', async () => {
    await status.click();
    await expect(status).toBeChecked();
    await signInWithForm(solicitor, email, PASSWORD);
    await expect(solicitor).toHaveURL(/\/dashboard$/);
  });

  await test.step('the admin edits the name after confirming in a modal', async () => {
    await row.getByRole('button', { name: `Edit ${firstName} Moreau` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${firstName} Moreau` });
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Moreau-Diallo');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`${firstName} Moreau-Diallo`);
  });

  await test.step('a password reset link is sent only after confirming', async () => {
    const before = await outbox.newestTo(email);
    await row.getByRole('button', { name: /Send .* a password reset link/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send password reset link' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(admin.getByText('A password reset link has been sent to the user.')).toBeVisible();
    await outbox.newestTo(email, before.name);
  });

  await test.step('an admin cannot lock their own account', async () => {
    await admin.getByRole('searchbox', { name: 'Search users' }).fill('admin@docket.test');
    const own = admin.getByRole('switch', { name: /May Firm Administrator sign in/ });
    await own.click();
    await expect(admin.getByText('You cannot lock your own account.')).toBeVisible();
    await expect(own).toBeChecked();
  });
});

test('the audit log lists an admin action with a readable label and filters by action', async ({
  adminPage: admin,
  expectScreenMeetsBar,
}) => {
  await admin.goto('/dashboard');
  const menu = admin.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Users' }).click();
  await menu.getByRole('link', { name: 'Audit Log' }).click();
  await expect(admin).toHaveURL(/\/audit-log$/);
  await expect(admin.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Action starts with' }).fill('account.signed');
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/action=account\.signed/);
  await expect(admin.getByRole('cell', { name: /Signed in/ }).first()).toBeVisible();
  await expect(admin.getByRole('cell', { name: /User created/ })).toHaveCount(0);
  await expectScreenMeetsBar(admin);
});
