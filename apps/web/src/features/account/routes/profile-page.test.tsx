import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { testCurrentUser } from '@/test/fixtures';
import { answer, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { ProfilePage } from './profile-page';

async function phoneShownFor(phoneNumber: string | null) {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client' }));
  server.use(answer(API.getCurrentUser, testCurrentUser({ phoneNumber })));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const label = await screen.findByText('Phone number', { selector: 'dt' });
  return label.nextElementSibling?.textContent;
}

describe('the profile’s phone number', () => {
  it('shows a UK number in the national format', async () => {
    expect(await phoneShownFor('+447700900123')).toBe('07700 900123');
  });

  it('shows any other in the international format', async () => {
    expect(await phoneShownFor('+93701234567')).toBe('+93 70 123 4567');
  });

  it('shows digits kept as given as they are', async () => {
    expect(await phoneShownFor('12345678901')).toBe('12345678901');
  });
});
