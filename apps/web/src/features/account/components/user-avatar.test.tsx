import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { must } from '@/test/must';
import { UserAvatar } from './user-avatar';

const client = new QueryClient();
const wrap = (ui: ReactElement) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
const render = (ui: ReactElement) => {
  const result = renderPlain(wrap(ui));
  return { rerender: (next: ReactElement) => result.rerender(wrap(next)) };
};

describe('UserAvatar', () => {
  it('falls back to the initials and says the picture failed to load', () => {
    render(
      <UserAvatar
        avatar={null}
        firstName="Amara"
        lastName="Okafor"
        previewUrl="blob:broken"
        alt="Amara Okafor"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Amara Okafor' }));
    const fallback = screen.getByRole('img', { name: 'Amara Okafor. Failed to load image.' });
    expect(fallback).toHaveTextContent('AO');
    expect(fallback).toHaveAttribute('title', 'Failed to load image.');
  });

  it('shows a new picture again after one failed', () => {
    const { rerender } = render(
      <UserAvatar avatar={null} firstName="Amara" lastName="Okafor" previewUrl="blob:broken" />,
    );
    fireEvent.error(must(document.querySelector('img'), 'the picture'));
    expect(screen.getByRole('img', { name: 'Failed to load image.' })).toBeInTheDocument();
    rerender(<UserAvatar avatar={null} firstName="Amara" lastName="Okafor" previewUrl="blob:fresh" />);
    expect(document.querySelector('img')).toHaveAttribute('src', 'blob:fresh');
  });
});
