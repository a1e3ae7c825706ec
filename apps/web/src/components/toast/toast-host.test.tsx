import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notifier';
import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the message with the translated kind as title and a close button', async () => {
    render(<ToastHost />);
    act(() => notify({ kind: 'warning', message: 'Check the file size' }));
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(screen.getByText('Check the file size')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByText('Check the file size')).not.toBeInTheDocument());
  });

  it('uses a given title instead of the kind', () => {
    render(<ToastHost />);
    act(() => notify({ kind: 'success', message: 'Saved', title: 'Case Type Create' }));
    expect(screen.getByText('Case Type Create')).toBeInTheDocument();
  });

  describe('timing', () => {
    beforeEach(() => vi.useFakeTimers());

    it('hides itself after 3000 ms', () => {
      render(<ToastHost />);
      act(() => notify({ kind: 'info', message: 'Heads up' }));
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.getByText('Heads up')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      act(() => vi.advanceTimersByTime(400));
      expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
    });
  });
});
