import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingTracker } from '@/lib/loading';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears with "Loading..." only after a call has run for 200 ms, and leaves when it ends', () => {
    const tracker = createLoadingTracker(200);
    render(<LoadingOverlay tracker={tracker} />);
    let end: () => void = () => {};
    act(() => {
      end = tracker.start();
    });
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => end());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
