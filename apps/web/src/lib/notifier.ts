/** The toast kinds of the spec; the title of a toast is its translated kind unless one is given. */
export type ToastKind = 'success' | 'warning' | 'info' | 'error';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  title?: string;
}

type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();

/** Lets non-React code (the API client, the global error handler) raise toasts. */
export function notify(toast: ToastMessage): void {
  for (const listener of listeners) listener(toast);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
