import type { CurrentUser } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TwoStepSection } from './two-step-section';

const post = vi.fn();
vi.mock('../../../lib/api-client', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));

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
    expect(post).toHaveBeenCalledWith('/api/account/GenerateRecoveryCodes', { password: 'Secret-1!' });
    expect(await screen.findByText(/AAAAA-BBBBB/)).toBeInTheDocument();
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
