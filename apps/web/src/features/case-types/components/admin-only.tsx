import { useTranslation } from 'react-i18next';

/** What a solicitor or client sees on a screen only admins use (the server refuses them anyway). */
export function AdminOnly() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning" role="alert">
      {t('caseTypes.adminOnly')}
    </div>
  );
}
