import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInSlices } from './use-in-slices';

function List({ items, list = 1 }: { items: readonly number[]; list?: number }) {
  const shown = useInSlices(items, list, 10);
  return (
    <ul>
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('useInSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first slice at once and one slice more per task', () => {
    render(<List items={range(0, 25)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts another list from its first slice', () => {
    const { rerender } = render(<List items={range(0, 30)} />);
    act(() => vi.advanceTimersToNextTimer());
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    rerender(<List items={range(100, 130)} list={2} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(range(100, 110).map(String));
  });

  it('keeps the rows drawn when the same list comes again, as after a refetch', () => {
    const { rerender } = render(<List items={range(0, 30)} />);
    act(() => vi.advanceTimersToNextTimer());
    act(() => vi.advanceTimersToNextTimer());
    rerender(<List items={[...range(0, 30)]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a short list whole, with nothing left for later', () => {
    render(<List items={range(0, 7)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(vi.getTimerCount()).toBe(0);
  });
});
