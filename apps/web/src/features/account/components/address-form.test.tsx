import type { CurrentUser } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { AddressForm } from './address-form';
import { countryName, countryOptionOf } from './country-names';

// Calls are told apart by the endpoint's name: call(API.x, input) reaches send('x', input).
const send = vi.fn();
vi.mock('../../../lib/api-client', () => ({
  call: (endpoint: { name: string }, ...rest: unknown[]) => send(endpoint.name, ...rest),
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
  state: 'Greater London',
  city: 'London',
  postcode: 'E1 6AN',
  address1: '1 Whitechapel Road',
  address2: null,
  isMFAEnabled: false,
  recoveryCodesLeft: 0,
  language: 'en',
};

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue(null);
});

function renderForm(country: string | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressForm user={{ ...user, country }} resetSignal={0} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText(/^Country/) as HTMLSelectElement;
}

const selectedName = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

describe('AddressForm', () => {
  it("shows a country the specification's client stored by name as its ISO option, and saves the code", async () => {
    const select = renderForm('UK');
    expect(select).toHaveValue('GB');
    expect(selectedName(select)).toBe('United Kingdom');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toBe('updateAddress');
    expect(send.mock.calls[0]?.[1]).toMatchObject({ body: { country: 'GB', city: 'London' } });
  });

  it('offers Jammu Kashmir, which has no ISO code, by its own name, and keeps it', async () => {
    const select = renderForm('Jammu Kashmir');
    expect(select).toHaveValue('Jammu Kashmir');
    expect(selectedName(select)).toBe('Jammu Kashmir');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).toMatchObject({ body: { country: 'Jammu Kashmir' } });
  });

  it('shows a stored ISO code as it is, and nothing for a value it cannot place', () => {
    expect(renderForm('PK')).toHaveValue('PK');
    expect(countryOptionOf('USA')).toBe('US');
    expect(countryOptionOf('Atlantis')).toBe('');
    expect(countryOptionOf(null)).toBe('');
  });

  it("puts the server's field problems on the fields, in the reader's words", async () => {
    send.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'city', errorMessage: 'Not shown', code: 'address.city.required' }],
      }),
    );
    renderForm('GB');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('City is required.'),
    );
  });
});

describe('countryName', () => {
  it("names a stored code or one of the specification's names in the reader's language", () => {
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('UK', 'de')).toBe('Vereinigtes Königreich');
    expect(countryName('USA', 'en')).toBe('United States');
    expect(countryName('Jammu Kashmir', 'ru')).toBe('Jammu Kashmir');
    expect(countryName(null, 'en')).toBe('');
  });
});
