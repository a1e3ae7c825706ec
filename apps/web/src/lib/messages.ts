import type { ApiErrorItem } from '@docket/contract';
import type { TFunction } from 'i18next';

/**
 * Contract schemas carry message keys ('email.required'); locales hold them under "messages".
 * Text that is not a known key is shown as it is.
 */
export function translateMessage(
  t: TFunction,
  keyOrText: string | undefined,
  params: Record<string, string | number> = {},
): string {
  if (!keyOrText) return '';
  const key = `messages.${keyOrText}`;
  const text = t(key, { ...params, defaultValue: '' });
  return text && text !== key ? text : keyOrText;
}

/**
 * A field's problem as the API reported it: its rule's key translated; the server's own words only
 * for a key this build does not know (a newer server), rather than the bare key.
 */
export function translateFieldError(t: TFunction, item: ApiErrorItem): string {
  if (!item.code) return item.errorMessage;
  const text = translateMessage(t, item.code, item.params);
  return text === item.code ? item.errorMessage || text : text;
}
