import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testCurrentUser } from '@/test/fixtures';
import { answer, requestsMade, sent, server } from '@/test/network';
import { INVALID_PHONE, PHONES_ACCEPTED, PHONES_REFUSED } from '@/test/phone-numbers';
import { PersonalInfoForm } from './personal-info-form';

beforeEach(() => {
  server.use(answer(API.updatePersonalInfo, null));
});

function renderForm(phoneNumber: string | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PersonalInfoForm user={testCurrentUser({ gender: 'female', phoneNumber })} resetSignal={0} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText(/^Phone number/) as HTMLInputElement;
}

describe('the Settings phone number', () => {
  it('starts from the number given at sign-up, written as people read it', () => {
    expect(renderForm('+447700900123')).toHaveValue('07700 900123');
  });

  it('shows a foreign number in international form', () => {
    expect(renderForm('+4930901820')).toHaveValue('+49 30 901820');
  });

  it('saves the number it started from unchanged', async () => {
    renderForm('+447700900123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(API.updatePersonalInfo)).toHaveLength(1));
    expect(sent(API.updatePersonalInfo)[0]?.body).toMatchObject({ phoneNumber: '+447700900123' });
  });

  it.each(PHONES_ACCEPTED)('takes %j and sends %j', async (typed, stored) => {
    const field = renderForm(null);
    const user = userEvent.setup();
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(API.updatePersonalInfo)).toHaveLength(1));
    expect(sent(API.updatePersonalInfo)[0]?.body).toMatchObject({ phoneNumber: stored });
  });

  it('shows a saved number as people read it, not as it is stored', async () => {
    const field = renderForm(null);
    const user = userEvent.setup();
    await user.type(field, '+447700900123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field).toHaveValue('07700 900123'));
  });

  it.each(PHONES_REFUSED)('refuses %j with the one message, and sends nothing', async (typed) => {
    const field = renderForm('+447700900123');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(INVALID_PHONE));
    expect(requestsMade(API.updatePersonalInfo)).toEqual([]);
  });
});
