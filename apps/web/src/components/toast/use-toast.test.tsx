import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { useToast } from './use-toast';

describe('useToast', () => {
  it('raises toasts of each kind, with an optional title', () => {
    const seen: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => seen.push(toast));
    const { result } = renderHook(() => useToast());
    result.current.success('Saved');
    result.current.error('Failed', 'Failure');
    stop();
    expect(seen).toEqual([
      { kind: 'success', message: 'Saved' },
      { kind: 'error', message: 'Failed', title: 'Failure' },
    ]);
  });
});
