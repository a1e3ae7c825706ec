import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { FailureAlert } from '@/components/failure-alert';
import { Ltr } from '@/components/ltr';
import { isApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
import { useErasurePreview } from '../api/privacy';
import { ErasureSection } from '../components/erasure-section';
import { ExportSection } from '../components/export-section';
import '../privacy.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One person's data: a subject access export, and erasure on their request (decision 041). */
export function PersonPrivacyPage() {
  const isAdmin = useSessionUser()?.role === 'Admin';
  return isAdmin ? (
    <PersonPrivacy />
  ) : (
    <AdminOnlyScreen titleKey="privacy.person.title" messageKey="privacy.adminOnly" />
  );
}

function PersonPrivacy() {
  const { t } = useTranslation();
  usePageTitle('privacy.person.title');
  const raw = useParams().userId ?? '';
  const userId = UUID.test(raw) ? raw.toLowerCase() : null;
  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t('privacy.person.title')}
        </h1>
        <Link to="/privacy" className="btn btn-link px-0">
          {t('privacy.backToOverview')}
        </Link>
      </div>
      {userId ? <Person userId={userId} /> : <NotFound />}
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-2">{t('privacy.person.notFound')}</p>
      <Link to="/user-list" className="alert-link">
        {t('privacy.person.toUsers')}
      </Link>
    </div>
  );
}

function Person({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data: preview, error, isPending } = useErasurePreview(userId);
  if (isApiError(error) && error.status === 404) return <NotFound />;
  return (
    <div className="d-grid gap-3" aria-busy={isPending}>
      <FailureAlert error={error} />
      {isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
      {preview ? (
        <>
          <div className="card">
            <div className="card-body">
              <h2 className="h5 mb-1 text-break">
                {preview.person.fullName || t('privacy.person.erasedName')}
              </h2>
              <p className="mb-0 text-break">
                <Ltr>{preview.person.email}</Ltr>
                <span className="text-body-secondary ms-2">{t(`roles.${preview.person.role}`)}</span>
              </p>
            </div>
          </div>
          <ExportSection userId={userId} />
          <ErasureSection preview={preview} />
        </>
      ) : null}
    </div>
  );
}

export { PersonPrivacyPage as Component };
