import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { testCurrentUser } from '@/test/fixtures';
import { answer, fail, fieldError, requestsMade, sent, server } from '@/test/network';
import { TwoStepSection } from './two-step-section';

const user = testCurrentUser({ isMFAEnabled: true, recoveryCodesLeft: 3 });

const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

afterEach(() => setLanguage('en', { remember: false }));

beforeEach(() => {
  server.use(answer(API.generateRecoveryCodes, { recoveryCodes: CODES }));
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
    expect(requestsMade()).toEqual([]);
    // Nothing is sent without the password.
    await person.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(requestsMade()).toEqual([]);
    await person.type(screen.getByLabelText(/^Password/), 'Secret-1!');
    await person.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText(/AAAAA-BBBBB/)).toBeInTheDocument();
    expect(sent(API.generateRecoveryCodes).map((request) => request.body)).toEqual([
      { password: 'Secret-1!' },
    ]);
  });

  it('says a wrong password on the password field, in the reader’s language', async () => {
    await setLanguage('es', { remember: false });
    // The envelope's field problem, in English; the screen shows it by its key, in Spanish.
    server.use(
      fail(API.generateRecoveryCodes, 'PASSWORD_WRONG', {
        errors: [fieldError('password', 'password.wrong')],
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
    expect(requestsMade()).toEqual([]);
  });
});
