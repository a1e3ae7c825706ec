import { useMemo } from 'react';
import { notify, type ToastKind } from '@/lib/notifier';

type Show = (message: string, title?: string) => void;

/** `const toast = useToast(); toast.success('Saved')`: the title defaults to the translated kind. */
export function useToast(): Record<ToastKind, Show> {
  return useMemo(() => {
    const make =
      (kind: ToastKind): Show =>
      (message, title) =>
        notify(title === undefined ? { kind, message } : { kind, message, title });
    return { success: make('success'), warning: make('warning'), info: make('info'), error: make('error') };
  }, []);
}
