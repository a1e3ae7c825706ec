import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingTracker } from './loading';

describe('loading tracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the overlay only once a call has lasted 200 ms', () => {
    const tracker = createLoadingTracker(200);
    const end = tracker.start();
    vi.advanceTimersByTime(199);
    expect(tracker.isVisible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.isVisible()).toBe(true);
    end();
    expect(tracker.isVisible()).toBe(false);
  });

  it('never flashes for a call that ends quickly', () => {
    const tracker = createLoadingTracker(200);
    const listener = vi.fn();
    tracker.subscribe(listener);
    tracker.start()();
    vi.advanceTimersByTime(1000);
    expect(tracker.isVisible()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stays up until the last of several overlapping calls ends', () => {
    const tracker = createLoadingTracker(200);
    const endFirst = tracker.start();
    const endSecond = tracker.start();
    vi.advanceTimersByTime(250);
    endFirst();
    endFirst();
    expect(tracker.isVisible()).toBe(true);
    endSecond();
    expect(tracker.isVisible()).toBe(false);
  });
});
