import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

interface AdminOnlyScreenProps {
  titleKey: string;
  messageKey: string;
}

/**
 * What an administrators' screen shows anyone else who reaches its address: its title and why
 * there is nothing for them, rather than a form whose every request the server would refuse.
 */
export function AdminOnlyScreen({ titleKey, messageKey }: AdminOnlyScreenProps) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t(titleKey)}
        </h1>
      </div>
      <AdminOnlyNotice messageKey={messageKey} />
    </section>
  );
}

/** Why a solicitor or client sees nothing on a screen only administrators use (the server refuses them anyway). */
export function AdminOnlyNotice({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning" role="alert">
      {t(messageKey)}
    </div>
  );
}
