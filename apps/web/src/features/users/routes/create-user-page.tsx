import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { useToast } from '@/components/toast/use-toast';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
import { useSaveUser } from '../api/save-user';
import { CreateUserForm } from '../components/create-user-form';

/** An admin creates a user; the server e-mails them an invitation to set their password. */
export function CreateUserPage() {
  const isAdmin = useSessionUser()?.isAdmin ?? false;
  return isAdmin ? (
    <CreateUser />
  ) : (
    <AdminOnlyScreen titleKey="pages.createUser" messageKey="users.adminOnly" />
  );
}

function CreateUser() {
  const { t } = useTranslation();
  usePageTitle('pages.createUser');
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveUser();

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t('pages.createUser')}
        </h1>
        <nav aria-label={t('a11y.breadcrumb')}>
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link to="/user-list">{t('pages.users')}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {t('pages.createUser')}
            </li>
          </ol>
        </nav>
      </div>
      <div className="card">
        <div className="card-body">
          <p className="text-body-secondary">{t('users.create.intro')}</p>
          <CreateUserForm
            onCreate={save.mutateAsync}
            onCreated={() => {
              toast.success(t('users.create.success'), t('users.create.title'));
              navigate('/user-list');
            }}
            onFailed={(message) => toast.error(message, t('users.create.title'))}
          />
        </div>
      </div>
    </section>
  );
}

export { CreateUserPage as Component };
