import type { CurrentUser } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { setLanguage } from '../../../lib/i18n';
import { subscribeToasts, type ToastMessage } from '../../../lib/notifier';
import { TwoStepSection } from './two-step-section';

// Calls are told apart by the endpoint's name: call(API.x, input) reaches post('x', input).
const post = vi.fn();
vi.mock('../../../lib/api-client', () => ({
  call: (endpoint: { name: string }, ...rest: unknown[]) => post(endpoint.name, ...rest),
}));

const user: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'amara@example.com',
  firstName: 'Amara',
  lastName: 'Okafor',
  fullName: 'Amara Okafor',
  role: 'Client',
  gender: null,
  phoneNumber: null,
  birthDate: null,
  avatar: null,
  country: null,
  state: null,
  city: null,
  postcode: null,
  address1: null,
  address2: null,
  isMFAEnabled: true,
  recoveryCodesLeft: 3,
  language: 'en',
};

const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

afterEach(() => setLanguage('en', { remember: false }));

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue({ recoveryCodes: CODES });
});

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TwoStepSection user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TwoStepSection', () => {
  it('asks for the password before making new recovery codes, and sends it', async () => {
    const person = userEvent.setup();
    renderSection();
    await person.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(post).not.toHaveBeenCalled();
    // Nothing is sent without the password.
    await person.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(post).not.toHaveBeenCalled();
    await person.type(screen.getByLabelText(/^Password/), 'Secret-1!');
    await person.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(post).toHaveBeenCalledWith('generateRecoveryCodes', { body: { password: 'Secret-1!' } });
    expect(await screen.findByText(/AAAAA-BBBBB/)).toBeInTheDocument();
  });

  it('says a wrong password on the password field, in the reader’s language', async () => {
    await setLanguage('es', { remember: false });
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'PASSWORD_WRONG',
        responseMessage: 'The password is not correct.',
        errors: [{ field: 'password', errorMessage: 'The password is not correct.', code: 'password.wrong' }],
      }),
    );
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    const person = userEvent.setup();
    renderSection();
    await person.click(screen.getByRole('button', { name: 'Nuevos códigos de recuperación' }));
    await person.type(screen.getByLabelText(/^Contraseña/), 'Wrong-1!');
    await person.click(screen.getByRole('button', { name: 'Nuevos códigos de recuperación' }));
    const password = screen.getByLabelText(/^Contraseña/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('La contraseña no es correcta.'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([]);
    stop();
  });

  it('offers a cancel that leaves the codes as they were', async () => {
    const person = userEvent.setup();
    renderSection();
    await person.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
