import { describeSupportType } from '@docket/contract';
import { useTranslation } from 'react-i18next';

/** The spec's support type badge: NASS primary, Self Support success, Family Support info, other secondary. */
export function SupportTypeBadge({ value }: { value: number }) {
  const { t } = useTranslation();
  const { key, badge } = describeSupportType(value);
  return <span className={`badge text-bg-${badge}`}>{t(`supportTypes.${key}`)}</span>;
}

/** The translated name of a support type, for selects and plain text. */
export function useSupportTypeLabel(): (value: number) => string {
  const { t } = useTranslation();
  return (value) => t(`supportTypes.${describeSupportType(value).key}`);
}
