import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { INVALID_PHONE, PHONES_ACCEPTED, PHONES_REFUSED } from '@/test/phone-numbers';
import { CreateUserForm } from './create-user-form';

async function fillValid(contact = '07700900123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/First name/), 'Lena');
  await user.type(screen.getByLabelText(/Last name/), 'Okafor');
  await user.type(screen.getByLabelText(/Email/), 'lena@docket.test');
  await user.type(screen.getByLabelText(/Contact/), contact);
  await user.selectOptions(screen.getByLabelText(/Role/), 'Solicitor');
  return user;
}

describe('CreateUserForm', () => {
  it('keeps "Create User" disabled until every field is valid', async () => {
    render(<CreateUserForm onCreate={vi.fn()} onCreated={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Create User' });
    expect(button).toBeDisabled();
    await fillValid();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('shows the spec messages once a field is left invalid', async () => {
    render(<CreateUserForm onCreate={vi.fn()} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), 'x'.repeat(51));
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Contact/), '12345');
    await user.click(screen.getByLabelText(/Last name/));
    expect(
      await screen.findByText('First Name is required and must be less than 50 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A valid email is required.')).toBeInTheDocument();
    expect(screen.getByText(INVALID_PHONE)).toBeInTheDocument();
  });

  it.each(PHONES_ACCEPTED)('takes the contact %j and sends %j', async (typed, stored) => {
    const onCreate = vi.fn().mockResolvedValue(null);
    render(<CreateUserForm onCreate={onCreate} onCreated={vi.fn()} />);
    const user = await fillValid(typed);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ contact: stored })));
  });

  it.each(PHONES_REFUSED)('refuses the contact %j with the one message', async (typed) => {
    render(<CreateUserForm onCreate={vi.fn()} onCreated={vi.fn()} />);
    await fillValid(typed);
    await userEvent.tab();
    expect(screen.getByLabelText(/Contact/)).toHaveAccessibleDescription(
      expect.stringContaining(INVALID_PHONE),
    );
    expect(screen.getByRole('button', { name: 'Create User' })).toBeDisabled();
  });

  it('reads "Creating..." and stays disabled while the request runs', async () => {
    let finish: (value: null) => void = () => {};
    const onCreate = vi.fn(() => new Promise<null>((resolve) => (finish = resolve)));
    const onCreated = vi.fn();
    render(<CreateUserForm onCreate={onCreate} onCreated={onCreated} />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(onCreate).toHaveBeenCalledWith({
      firstName: 'Lena',
      lastName: 'Okafor',
      email: 'lena@docket.test',
      contact: '+447700900123',
      role: 'Solicitor',
    });
    finish(null);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
  });

  it('puts an e-mail already in use on the e-mail field, and passes the reason on for the toast', async () => {
    const onFailed = vi.fn();
    const onCreate = vi.fn().mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'EMAIL_TAKEN',
        responseMessage: 'Not shown: the code is.',
        errors: [{ field: 'email', errorMessage: 'Not shown either', code: 'user.email.taken' }],
      }),
    );
    render(<CreateUserForm onCreate={onCreate} onCreated={vi.fn()} onFailed={onFailed} />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('A user with this email already exists.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledWith('A user with this email already exists.');
  });

  it("shows any other failure's reason in an alert", async () => {
    const onCreate = vi
      .fn()
      .mockRejectedValue(new ApiError({ status: 403, code: 'FORBIDDEN', responseMessage: 'x' }));
    render(<CreateUserForm onCreate={onCreate} onCreated={vi.fn()} />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });
});
