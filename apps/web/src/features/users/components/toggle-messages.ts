import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { translateErrorCode } from '@/lib/error-messages';

/**
 * The spec's wording for a failed lock toggle: the reason the server refused, by its code in the
 * reader's language (e.g. "You cannot lock your own account."), a generic refusal when it gave
 * none, and a transport message when no usable answer came back (offline, 5xx).
 */
export function toggleFailureMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return error.code ? translateErrorCode(error) : t('users.toggle.failed');
  }
  return t('users.toggle.transportError');
}
