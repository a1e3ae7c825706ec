import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { answer, fail, fieldError, requestsMade, sent, server } from '@/test/network';
import { MfaEnrolForm } from './mfa-enrol-form';

const setup = {
  sharedKey: 'abcd efgh ijkl mnop',
  authenticatorUri: 'otpauth://totp/Docket:amara%40example.com',
};
const ASKED = 'Enter your password to turn on two-step verification.';

function renderForm(onEnabled = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MfaEnrolForm setup={setup} onEnabled={onEnabled} />
    </QueryClientProvider>,
  );
  return onEnabled;
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('MfaEnrolForm', () => {
  it('asks for the password when the server wants it, keeps the code and sends both', async () => {
    const person = userEvent.setup();
    // The first try is refused for want of the password; the next is answered with the new token.
    server.use(
      fail(API.enableAuthenticator, 'PASSWORD_NEEDED_TO_ENROL', {
        responseMessage: 'Not shown: the code is.',
        errors: [fieldError('password', 'password.required')],
        once: true,
      }),
      answer(API.enableAuthenticator, 'new-token'),
    );
    const bodies = () => sent(API.enableAuthenticator).map((request) => request.body);
    const onEnabled = renderForm();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await person.click(box(1));
    await person.keyboard('123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ASKED)).toBeInTheDocument();
    expect(bodies()).toEqual([
      { code: '123456', sharedKey: setup.sharedKey, authenticatorUri: setup.authenticatorUri },
    ]);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    // The reason belongs to the field, so landing on it reads it out.
    expect(password).toHaveAccessibleDescription(ASKED);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(box(6)).toHaveValue('6');

    // Not sent again without it.
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(requestsMade()).toHaveLength(1);

    await person.type(screen.getByLabelText(/^Password/), 'Secret-1!');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onEnabled).toHaveBeenCalledTimes(1));
    expect(bodies()[1]).toEqual({
      code: '123456',
      sharedKey: setup.sharedKey,
      authenticatorUri: setup.authenticatorUri,
      password: 'Secret-1!',
    });
    // The answer is the new access token, which replaces the session's.
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  });

  it('empties the code when the code is what was wrong, and says so under the boxes', async () => {
    const person = userEvent.setup();
    server.use(
      fail(API.enableAuthenticator, 'MFA_CODE_INVALID', {
        errors: [fieldError('code', 'authenticatorCode.wrong')],
      }),
    );
    renderForm();
    await person.click(box(1));
    await person.keyboard('123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code is invalid.')).toBeInTheDocument();
    expect(box(1).closest('fieldset')).toHaveAccessibleDescription('Verification code is invalid.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box(6)).toHaveValue('');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('says any other refusal in an alert, by its code', async () => {
    const person = userEvent.setup();
    server.use(fail(API.enableAuthenticator, 'MFA_KEY_OUT_OF_DATE', { responseMessage: 'x' }));
    renderForm();
    await person.click(box(1));
    await person.keyboard('123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This key is out of date. Start the set-up again.',
    );
  });
});
