import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { answer, requestsMade, sent, server } from '@/test/network';
import { INVALID_PHONE, PHONES_ACCEPTED, PHONES_REFUSED } from '@/test/phone-numbers';
import { SignupPage } from './signup-page';

beforeEach(() => {
  server.use(answer(API.saveUser, null));
});
afterEach(() => setLanguage('en', { remember: false }));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signUpWith(contact: string) {
  renderPage();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First name/), 'Noor');
  await user.type(screen.getByLabelText(/^Last name/), 'Haddad');
  await user.type(screen.getByLabelText(/^Contact number/), contact);
  await user.type(screen.getByLabelText(/^Email/), 'noor@example.com');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('the sign-up contact number', () => {
  it.each(PHONES_ACCEPTED)('takes %j and sends %j', async (typed, stored) => {
    await signUpWith(typed);
    await waitFor(() => expect(sent(API.saveUser)).toHaveLength(1));
    expect(sent(API.saveUser)[0]?.body).toMatchObject({ contact: stored });
  });

  it.each(PHONES_REFUSED)('refuses %j with the one message, and sends nothing', async (typed) => {
    await signUpWith(typed);
    expect(screen.getByLabelText(/^Contact number/)).toHaveAccessibleDescription(
      expect.stringContaining(INVALID_PHONE),
    );
    expect(requestsMade(API.saveUser)).toEqual([]);
  });

  it("says so in the reader's language", async () => {
    await setLanguage('de', { remember: false });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Telefonnummer/), '12345');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByLabelText(/^Telefonnummer/)).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie eine gültige Telefonnummer ein'),
    );
  });
});
