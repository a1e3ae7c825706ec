import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { isStaffRole } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { CreateCaseWizard } from '../components/wizard/create-case-wizard';

/**
 * Create Case: a client opens her own case; a member of staff opens one on a client's behalf (a
 * person who came to the office), and an administrator may create that client on the spot.
 */
export function CreateCasePage() {
  const { t } = useTranslation();
  usePageTitle('pages.createCase');
  const user = useSessionUser();
  const isStaff = isStaffRole(user?.role);
  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t('pages.createCase')}
        </h1>
        <Link to="/cases" className="btn btn-link px-0">
          {t('cases.backToList')}
        </Link>
      </div>
      {user && (user.role === 'Client' || isStaff) ? (
        <CreateCaseWizard
          key={user.userId}
          userId={user.userId}
          forClient={isStaff ? { canCreateClient: user.role === 'Admin' } : undefined}
        />
      ) : (
        <div className="alert alert-warning" role="alert">
          {t('cases.clientsOnly')}
        </div>
      )}
    </section>
  );
}

export { CreateCasePage as Component };
