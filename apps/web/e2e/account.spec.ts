import { readFile } from 'node:fs/promises';
import { API } from '@docket/contract';
import { signInWithForm, signOut } from './support/auth';
import { expect, test } from './support/fixtures';
import { jpegFacts, withCameraExif } from './support/jpeg';
import { PHONE_PHOTO, synthesizePhoto } from './support/synthetic-photo';
import { freshTotp } from './support/totp';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a client signs up, enrols two-step verification, signs in every way, resets the password, edits settings and unlocks', async ({
  page,
  outbox,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(300_000);
  const email = `client-${Date.now()}@docket.test`;
  const firstPassword = 'Asylum-Case1!';
  const secondPassword = 'Evidence-Box2@';
  const userMenu = /^(Noor Haddad|Noor Rahimi).*account menu$/;

  const setPassword = async (path: string, password: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await expect(
      page.getByRole('list', { name: 'Password requirements' }).locator('[data-met="true"]'),
    ).toHaveCount(5);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
    await expectScreenMeetsBar(page);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
  };

  await test.step('sign up', async () => {
    await page.goto('/account/signup');
    await expect(page.getByRole('heading', { name: 'Free Register' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Contact is required')).toBeVisible();
    await expectScreenMeetsBar(page);
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Contact number').fill('07700 90012');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please enter valid contact number')).toBeVisible();
    // The UK mobile, written as people write it (decision 034).
    await page.getByLabel('Contact number').fill('07700 900123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText("We've sent you an email with instructions to set your password."),
    ).toBeVisible();
    await expect(page.getByText(/spam/)).toBeVisible();
    await expectScreenMeetsBar(page);
  });

  const invitation = await outbox.newestTo(email);
  await test.step('set the first password from the e-mailed link', async () => {
    await setPassword(outbox.setPasswordPath(invitation.text), firstPassword);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/account\/login/);
  });

  await test.step('sign in with the password', async () => {
    await signInWithForm(page, email, firstPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: userMenu })).toBeVisible();
  });

  let sharedKey = '';
  let usedStep = 0;
  let recoveryCodes: string[] = [];
  await test.step('enrol two-step verification with a code computed from the shown key', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Turn on two-step verification' }).click();
    await expect(page.getByRole('heading', { name: 'Enable Two-Step Verification' })).toBeVisible();
    await expect(page.getByTestId('mfa-qr')).toBeVisible();
    sharedKey = (await page.getByTestId('shared-key').textContent()) ?? '';
    expect(sharedKey).toMatch(/^[a-z2-7]{4}( [a-z2-7]{1,4})+$/);
    await expectScreenMeetsBar(page);
    const { code, step } = await freshTotp(sharedKey, 0);
    usedStep = step;
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);
    await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code.charAt(5));
    await page.getByRole('button', { name: 'Verify' }).click();

    const codesView = page.getByTestId('recovery-codes');
    await expect(codesView.getByRole('heading', { name: 'Recovery Codes' })).toBeVisible();
    await expect(codesView.getByText('Put these codes in a safe place.')).toBeVisible();
    recoveryCodes = await codesView.locator('.recovery-code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await expect(codesView.locator('.recovery-codes-row')).toHaveCount(5);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      codesView.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery_codes.txt');
    const saved = await readFile(await download.path(), 'utf8');
    expect(saved.trim().split('\n')).toEqual(
      [0, 2, 4, 6, 8].map((i) => `${recoveryCodes[i]}  ${recoveryCodes[i + 1]}`),
    );
    await expectScreenMeetsBar(page);
    await codesView.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText(/Two-step verification is on/)).toBeVisible();
    await signOut(page, userMenu);
  });

  await test.step('sign in with a TOTP code', async () => {
    await signInWithForm(page, email, firstPassword);
    await expect(page.getByText('Enter MFA code to complete sign in.')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('MFA code is required')).toBeVisible();
    await expectScreenMeetsBar(page);
    const { code, step } = await freshTotp(sharedKey, usedStep);
    usedStep = step;
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page, userMenu);
  });

  await test.step('sign in with a recovery code', async () => {
    await signInWithForm(page, email, firstPassword);
    await page.getByRole('button', { name: 'Log in with a recovery code?' }).click();
    await expect(page.getByText('Enter recovery code to complete sign in.')).toBeVisible();
    await expectScreenMeetsBar(page);
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page, userMenu);
  });

  await test.step('reset the forgotten password through the e-mailed link', async () => {
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await expectScreenMeetsBar(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(
      page.getByText(
        'Reset password email sent successfully. Please check your email and follow the instructions.',
      ),
    ).toBeVisible();
    const reset = await outbox.newestTo(email, invitation.name);
    await setPassword(outbox.setPasswordPath(reset.text), secondPassword);
    await signInWithForm(page, email, firstPassword);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await signInWithForm(page, email, secondPassword);
    await page.getByRole('button', { name: 'Log in with a recovery code?' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('change personal information, avatar and address; they survive a reload', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The number given at sign-up, not asked for again.
    await expect(page.getByLabel('Phone number')).toHaveValue('07700 900123');
    await page.getByLabel('Last name').fill('Rahimi');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Phone number').fill('+49 30 901820');
    // A phone's photo, several times the avatar's 800 kB limit, with an EXIF block: sent through
    // the documents' upload path, made a 512 px JPEG without it in the browser first.
    const selfie = withCameraExif(
      Buffer.from(await page.evaluate(synthesizePhoto, PHONE_PHOTO), 'base64'),
      1,
    );
    expect(selfie.length).toBeGreaterThan(800 * 1024);
    await page.getByLabel('Choose a new picture').setInputFiles({
      name: 'IMG_3310.jpg',
      mimeType: 'image/jpeg',
      buffer: selfie,
    });
    await expect(page.getByRole('button', { name: 'Remove IMG_3310.jpg' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /^blob:/);
    await expectScreenMeetsBar(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Personal information saved.')).toBeVisible();

    await page.getByRole('tab', { name: 'Address Details' }).click();
    const address = page.getByRole('tabpanel', { name: 'Address Details' });
    await address.getByLabel('Country').selectOption('GB');
    await address.getByLabel('State / County').fill('Greater Manchester');
    await address.getByLabel('City').fill('Manchester');
    await address.getByLabel('Postcode').fill('M1 1AE');
    await address.getByLabel('Address line 1').fill('1 Piccadilly');
    // Checked before saving: a toast fading in is half transparent, which axe reads as low contrast.
    await expectScreenMeetsBar(page);
    await address.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Address saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Address Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Country')).toHaveValue('GB');
    await expect(page.getByLabel('City')).toHaveValue('Manchester');
    await page.getByRole('tab', { name: 'Personal Information' }).click();
    await expect(page.getByLabel('Last name')).toHaveValue('Rahimi');
    await expect(page.getByLabel('Gender')).toHaveValue('female');
    await expect(page.getByLabel('Phone number')).toHaveValue('+49 30 901820');
    // The saved avatar loads from the address the server signed, with no token (decision 024).
    const avatarAddress = new RegExp(`^${escapeRegExp(API.avatarImage.path)}\\?key=`);
    const picture = page.getByRole('img', { name: 'Profile picture' });
    await expect(picture).toHaveAttribute('src', avatarAddress);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const stored = await (await page.request.get((await picture.getAttribute('src')) ?? '')).body();
    expect(jpegFacts(stored)).toEqual({ width: 512, height: 384, hasExif: false });
    const menuPicture = page.getByRole('button', { name: /^Noor Rahimi.*account menu$/ }).locator('img');
    await expect(menuPicture).toHaveAttribute('src', avatarAddress);
    await expect
      .poll(() => menuPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto('/contacts/profile');
    await expect(page.getByRole('heading', { name: 'Noor Rahimi' })).toBeVisible();
    await expect(
      page.getByText('1 Piccadilly, Manchester, Greater Manchester, M1 1AE, United Kingdom'),
    ).toBeVisible();
    await expect(page.getByText('+49 30 901820')).toBeVisible();
    await expectScreenMeetsBar(page);
  });

  await test.step('the app locks after 15 idle minutes and unlocks with the password', async () => {
    await page.evaluate(() =>
      localStorage.setItem('docket.lastActivity', String(Date.now() - 16 * 60 * 1000)),
    );
    await page.reload();
    const lock = page.getByRole('dialog', { name: 'Lock Screen' });
    await expect(lock).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Noor Rahimi' })).toBeHidden();
    await expectScreenMeetsBar(page);
    await lock.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
    await lock.getByRole('button', { name: 'Unlock' }).click();
    // The server's refusal lands on the field it names.
    await expect(lock.getByText('The password is not correct.')).toBeVisible();
    await lock.getByRole('textbox', { name: 'Password', exact: true }).fill(secondPassword);
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect(lock).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Noor Rahimi' })).toBeVisible();

    await page.goto('/pages/lock-screen-1');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
