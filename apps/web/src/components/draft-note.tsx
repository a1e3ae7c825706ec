import { useTranslation } from 'react-i18next';
import { isLanguageCode, translationStatus } from '@/lib/language-cookie';

/**
 * Says, in the language itself, that its texts are a draft no native speaker has read
 * (locales/status.json, decision 040); nothing for the original and reviewed languages.
 */
export function DraftNote({ className = 'small text-body-secondary' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const code = i18n.resolvedLanguage;
  if (!isLanguageCode(code) || translationStatus(code) !== 'draft') return null;
  return (
    <span className={className} data-testid="draft-note">
      {t('language.draft')}
    </span>
  );
}
