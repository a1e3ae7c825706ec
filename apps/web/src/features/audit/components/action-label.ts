import type { TFunction } from 'i18next';

/**
 * A readable, translated name for an audit action ("account.signed_in" → "Signed in"). Actions
 * this version does not know yet show as recorded, so nothing in the log is ever hidden.
 */
export function actionLabel(t: TFunction, action: string): string {
  const key = `audit.actions.${action.replace(/\./g, '_')}`;
  return t(key, { defaultValue: action });
}

/** The prefixes the filter offers; any other prefix can still be typed. */
export const ACTION_PREFIXES = [
  'account.',
  'admin.',
  'case.',
  'case_type.',
  'document.',
  'file.',
  'person.',
  'session.',
] as const;
