import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { i18n } from './i18n';
import { translateFieldError } from './messages';

/**
 * Puts the problems the server found on the form's own fields: an item of the failure's `errors`
 * whose `field` is one of `fields` (or is renamed to one by `aliases`, where the server names the
 * field otherwise) becomes that field's error, in the reader's language; the first takes the focus,
 * so a screen reader reads it out. Answers true when every problem landed on a field: the screen
 * then need not say it again in an alert or a toast.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error) || error.errors.length === 0) return false;
  let placed = 0;
  for (const item of error.errors) {
    const field = item.field === undefined ? undefined : (aliases[item.field] ?? item.field);
    if (field === undefined || !(fields as readonly string[]).includes(field)) continue;
    const message = translateFieldError(i18n.t, item);
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed === error.errors.length;
}
