import { ApiError } from './api-error';
import { i18n } from './i18n';
import { isInMaintenance } from './maintenance';
import { notify } from './notifier';
import { translateServerMessage } from './server-messages';

/** The global handler's wording (spec section 8), in the interface's language. */
export function describeError(error: unknown, online: boolean = navigator.onLine): string {
  if (error instanceof ApiError) {
    if (error.offline || !online) return i18n.t('errors.offline');
    if (error.status === 0) return i18n.t('errors.server');
    // HTTP/2 answers carry no status text; the server's own message is the next best detail.
    const detail = error.statusText || error.responseMessage || i18n.t('errors.unknownStatus');
    return i18n.t('errors.httpStatus', { status: error.status, detail });
  }
  return i18n.t('errors.client');
}

/** Shows an error nobody handled. 401s are skipped: the API client already ended the session. */
export function reportError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  // The maintenance page explains it once; a toast per failed call would only repeat it.
  if (isInMaintenance()) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify({ kind: 'error', message: describeError(error) });
}

/** Catches what escapes every screen, like the spec's global error handler. */
export function installGlobalErrorHandler(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  // Only real exceptions: cross-origin "Script error." events carry no error object.
  const onError = (event: ErrorEvent) => {
    if (event.error) reportError(event.error);
  };
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
  };
}

/** What an account screen shows for a failed call: the server's own message, else the global wording. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.responseMessage && error.status !== 0) {
    return translateServerMessage(error.responseMessage);
  }
  return describeError(error);
}
