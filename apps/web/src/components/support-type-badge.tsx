import { describeSupportType } from '@docket/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The spec's support type badge: NASS primary, Self Support success, Family Support info, other
 * secondary. It takes the caller's `t` (as StatusBadge does): tables draw one per row, and each
 * useTranslation is a hook with its own subscription to language changes, which a 50-row case
 * list held a hundred of on its first render.
 */
export function SupportTypeBadge({ value, t }: { value: number; t: TFunction }) {
  const { key, badge } = describeSupportType(value);
  return <span className={`badge text-bg-${badge}`}>{t(`supportTypes.${key}`)}</span>;
}

/** The translated name of a support type, for selects and plain text. */
export function useSupportTypeLabel(): (value: number) => string {
  const { t } = useTranslation();
  return (value) => t(`supportTypes.${describeSupportType(value).key}`);
}
