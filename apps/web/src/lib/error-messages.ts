import { ApiError } from './api-error';
import { i18n } from './i18n';
import { isInMaintenance } from './maintenance';
import { notify } from './notifier';

/**
 * The reader's words for a failure's code (locales, "errorCodes"), filled with its values. A code
 * with one number is counted by it ("1 minute", "5 minutes"). A code this build does not know
 * (a newer server) shows the server's own sentence.
 */
export function translateErrorCode(error: ApiError): string {
  const numbers = Object.values(error.params).filter((value) => typeof value === 'number');
  const count = numbers.length === 1 ? numbers[0] : undefined;
  return i18n.t(`errorCodes.${error.code}`, {
    ...error.params,
    ...(count === undefined ? {} : { count }),
    defaultValue: error.responseMessage,
  });
}

/** The global handler's wording (spec section 8), in the interface's language. */
export function describeError(error: unknown, online: boolean = navigator.onLine): string {
  if (error instanceof ApiError) {
    if (error.offline || !online) return i18n.t('errors.offline');
    if (error.status === 0) return i18n.t('errors.server');
    // HTTP/2 answers carry no status text; the reason's own words are the better detail anyway.
    const detail =
      (error.code && translateErrorCode(error)) || error.statusText || i18n.t('errors.unknownStatus');
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

/** What a screen shows for a failed call: its reason in the reader's language, else the global wording. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code && error.status !== 0) return translateErrorCode(error);
  return describeError(error);
}
