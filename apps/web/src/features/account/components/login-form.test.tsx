import { API } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { answer, fail, fieldError, requestsMade, sent, server } from '@/test/network';
import { LoginForm } from './login-form';

const needsCode = {
  token: null,
  refreshToken: null,
  requiresTwoFactor: true,
  requiresMfaEnrolment: false,
  mustChangePassword: false,
};
const signedIn = {
  token: 't',
  refreshToken: 'r',
  requiresTwoFactor: false,
  requiresMfaEnrolment: false,
  mustChangePassword: false,
};

function renderForm(onSignedIn = vi.fn()) {
  const router = createMemoryRouter([{ path: '/', element: <LoginForm onSignedIn={onSignedIn} /> }]);
  render(<RouterProvider router={router} />);
  return onSignedIn;
}

async function submitPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'amara@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Secret-1!');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm', () => {
  afterEach(async () => {
    await setLanguage('en', { remember: false });
  });

  it('requires e-mail and password, shows errors only after submit, and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(requestsMade()).toEqual([]);
  });

  it('takes the focus to the first problem when the form is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'amara@example.com');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsMade()).toEqual([]);
  });

  it('puts a problem the server pins on a field at that field, with the focus there, and no alert', async () => {
    const user = userEvent.setup();
    server.use(fail(API.login, 'VALIDATION_FAILED', { errors: [fieldError('email', 'email.invalid')] }));
    renderForm();
    await submitPassword(user);
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves to MFA mode, then recovery mode and back; each switch clears the submitted state and changes the required field', async () => {
    const user = userEvent.setup();
    server.use(answer(API.login, needsCode));
    renderForm();
    await submitPassword(user);

    expect(await screen.findByText('Enter MFA code to complete sign in.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('MFA code is required')).toBeInTheDocument();
    expect(requestsMade()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Log in with a recovery code?' }));
    expect(screen.getByText('Enter recovery code to complete sign in.')).toBeInTheDocument();
    // The submitted flag was cleared: no error until the next attempt, and now the recovery code is required.
    expect(screen.queryByText('MFA code is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Recovery code is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Recovery code is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Have authenticator code?' }));
    expect(screen.getByText('Enter MFA code to complete sign in.')).toBeInTheDocument();
    expect(screen.queryByText('Recovery code is required')).not.toBeInTheDocument();
    expect(requestsMade()).toHaveLength(1);
  });

  it('repeats the sign-in with the same e-mail and password plus the code', async () => {
    const user = userEvent.setup();
    server.use(
      answer(API.login, (received) =>
        (received.body as { step?: number }).step === 2 ? signedIn : needsCode,
      ),
    );
    const onSignedIn = renderForm();
    await submitPassword(user);
    await user.type(await screen.findByLabelText(/^Authentication code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn, false));
    expect(sent(API.login)[1]?.body).toMatchObject({
      email: 'amara@example.com',
      password: 'Secret-1!',
      twoFactorCode: '123456',
      step: 2,
    });
  });

  it('signs in with a recovery code through LoginWithRecoveryCode', async () => {
    const user = userEvent.setup();
    server.use(answer(API.login, needsCode), answer(API.loginWithRecoveryCode, signedIn));
    const onSignedIn = renderForm();
    await submitPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Log in with a recovery code?' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent(API.loginWithRecoveryCode).map((r) => r.body)).toEqual([
      expect.objectContaining({ recoveryCode: 'ABCDE-12345', step: 3 }),
    ]);
  });

  it("says why the server refused in the red alert, by the failure's code", async () => {
    const user = userEvent.setup();
    server.use(fail(API.login, 'INVALID_CREDENTIALS', { responseMessage: 'Not shown' }));
    renderForm();
    await submitPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('counts the minutes of a lockout in the reader’s language', async () => {
    await setLanguage('ru', { remember: false });
    const user = userEvent.setup();
    server.use(fail(API.login, 'ACCOUNT_LOCKED', { params: { minutes: 5 }, responseMessage: 'Not shown' }));
    renderForm();
    await user.type(screen.getByLabelText(/^Электронная почта/), 'amara@example.com');
    await user.type(screen.getByLabelText(/^Пароль/), 'Secret-1!');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много неудачных попыток. Повторите через 5 минут.',
    );
  });
});
