import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testCurrentUser } from '@/test/fixtures';
import { answer, fail, fieldError, sent, server } from '@/test/network';
import { AddressForm } from './address-form';
import { countryName, countryOptionOf } from './country-names';

const user = testCurrentUser({
  state: 'Greater London',
  city: 'London',
  postcode: 'E1 6AN',
  address1: '1 Whitechapel Road',
});

beforeEach(() => {
  server.use(answer(API.updateAddress, null));
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
    await waitFor(() => expect(sent(API.updateAddress)).toHaveLength(1));
    expect(sent(API.updateAddress)[0]?.body).toMatchObject({ country: 'GB', city: 'London' });
  });

  it('offers Jammu Kashmir, which has no ISO code, by its own name, and keeps it', async () => {
    const select = renderForm('Jammu Kashmir');
    expect(select).toHaveValue('Jammu Kashmir');
    expect(selectedName(select)).toBe('Jammu Kashmir');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(API.updateAddress)).toHaveLength(1));
    expect(sent(API.updateAddress)[0]?.body).toMatchObject({ country: 'Jammu Kashmir' });
  });

  it('shows a stored ISO code as it is, and nothing for a value it cannot place', () => {
    expect(renderForm('PK')).toHaveValue('PK');
    expect(countryOptionOf('USA')).toBe('US');
    expect(countryOptionOf('Atlantis')).toBe('');
    expect(countryOptionOf(null)).toBe('');
  });

  it("puts the server's field problems on the fields, in the reader's words", async () => {
    server.use(
      fail(API.updateAddress, 'VALIDATION_FAILED', {
        errors: [{ ...fieldError('city', 'address.city.required'), errorMessage: 'Not shown' }],
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
