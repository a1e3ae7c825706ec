import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { readSetPasswordParams } from '../set-password-params';

export function SetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { userId, code } = readSetPasswordParams(search);
  return (
    <>
      <PlaceholderPage titleKey="pages.setPassword" />
      {userId && code ? null : (
        <div className="alert alert-warning mt-3" role="alert">
          {t('account.incompleteLink')}
        </div>
      )}
    </>
  );
}
