import { expect, test } from './support/fixtures';

test('two-step set-up on a phone: the app opens by its link, the QR code waits folded, and there is a way back', async ({
  seed,
  newPage,
  layout,
  expectScreenMeetsBar,
}) => {
  const stamp = Date.now();
  const client = await seed.user({
    firstName: 'Samira',
    lastName: 'Noori',
    email: `samira-${stamp}@docket.test`,
    role: 'Client',
  });
  const page = await newPage({ as: client, phone: true });
  await page.goto('/account/enable-mfa?returnUrl=%2Fsettings');

  // The phone that must hold the key cannot scan its own screen: the link hands the key to the app.
  const open = page.getByRole('link', { name: 'Open in authenticator app' });
  await expect(open).toHaveAttribute('href', /^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
  await expect(page.getByTestId('shared-key')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await expect(page.getByTestId('mfa-qr')).toBeHidden();
  await page.getByText('QR code, to scan with another device').click();
  await expect(page.getByTestId('mfa-qr')).toBeVisible();
  await layout.expectFitsWidth(page, 'two-step set-up');
  await expectScreenMeetsBar(page);

  await page.getByRole('link', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
