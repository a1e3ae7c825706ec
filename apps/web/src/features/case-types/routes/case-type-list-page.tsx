import type { CaseType } from '@docket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { ListPageHeading } from '@/components/list-page-heading';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
import { useDeleteCaseType } from '../api/delete-case-type';
import { useCaseTypes } from '../api/get-case-types';
import { CaseTypesTable } from '../components/case-types-table';
import { DeleteCaseTypeModal } from '../components/delete-case-type-modal';

export function CaseTypeListPage() {
  const { t } = useTranslation();
  usePageTitle('pages.caseTypes');
  const toast = useToast();
  const isAdmin = useSessionUser()?.isAdmin ?? false;
  const { data: caseTypes, error, isPending } = useCaseTypes();
  const remove = useDeleteCaseType();
  const [pending, setPending] = useState<CaseType | null>(null);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      const { outcome } = await remove.mutateAsync(pending.id);
      toast.success(
        outcome === 'deleted' ? t('caseTypes.toast.deleted') : t('caseTypes.toast.archived'),
        t('caseTypes.toast.deleteTitle'),
      );
    } catch (caught) {
      toast.error(failureMessage(caught), t('caseTypes.toast.deleteTitle'));
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="page-heading">
      <ListPageHeading
        title={t('pages.caseTypes')}
        create={isAdmin ? { to: '/create-case-type', label: t('caseTypes.addNew') } : null}
      />
      <FailureAlert error={error} />
      <div className="card">
        <div className="card-body">
          {caseTypes && caseTypes.length > 0 ? (
            <CaseTypesTable caseTypes={caseTypes} canManage={isAdmin} onDelete={setPending} />
          ) : null}
          {caseTypes?.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('caseTypes.empty')}</p>
          ) : null}
          {isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
        </div>
      </div>
      <DeleteCaseTypeModal
        show={pending !== null}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setPending(null)}
      />
    </section>
  );
}

export { CaseTypeListPage as Component };
