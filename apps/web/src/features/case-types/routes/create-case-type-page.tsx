import type { SaveCaseTypeRequest } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminOnlyNotice } from '@/components/admin-only-screen';
import { FailureAlert } from '@/components/failure-alert';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { usePageTitle } from '@/lib/page-title';
import { routeId } from '@/lib/route-id';
import { useSessionUser } from '@/lib/use-session';
import { useCreateCaseType } from '../api/create-case-type';
import { useCaseType } from '../api/get-case-type';
import { useUpdateCaseType } from '../api/update-case-type';
import { CaseTypeForm } from '../components/case-type-form';
import { draftsFrom } from '../components/document-draft';

/** Create Case Type, and the same screen in edit mode (`?id=`) for Edit Details. */
export function CreateCaseTypePage() {
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const editId = routeId(rawId ?? undefined);
  // An address asking to edit a case type no row can be (?id=-1) is not a new one to create.
  const editing = rawId !== null;
  const titleKey = editing ? 'caseTypes.editTitle' : 'pages.createCaseType';
  const { t } = useTranslation();
  usePageTitle(titleKey);
  const user = useSessionUser();
  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t(titleKey)}
        </h1>
        <Link to="/case-type" className="btn btn-link px-0">
          {t('caseTypes.backToList')}
        </Link>
      </div>
      {!user?.isAdmin ? (
        <AdminOnlyNotice messageKey="caseTypes.adminOnly" />
      ) : !editing ? (
        <CreateCaseType />
      ) : editId ? (
        <EditCaseType id={editId} />
      ) : (
        <div className="alert alert-danger" role="alert">
          {t('caseTypes.notFound')}
        </div>
      )}
    </section>
  );
}

function CreateCaseType() {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateCaseType();
  const save = async (request: SaveCaseTypeRequest) => {
    try {
      await create.mutateAsync(request);
      toast.success(t('caseTypes.toast.created'), t('caseTypes.toast.createTitle'));
      return true;
    } catch (error) {
      toast.error(failureMessage(error), t('caseTypes.toast.createTitle'));
      return false;
    }
  };
  return <CaseTypeForm saving={create.isPending} onSave={save} clearOnSave />;
}

function EditCaseType({ id }: { id: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: caseType, error } = useCaseType(id);
  const update = useUpdateCaseType();
  if (error) return <FailureAlert error={error} />;
  if (!caseType) return null;
  const save = async (request: SaveCaseTypeRequest) => {
    try {
      await update.mutateAsync({ ...request, id });
      toast.success(t('caseTypes.toast.updated'), t('caseTypes.toast.updateTitle'));
      navigate(`/case-type-detail/${id}`);
      return true;
    } catch (caught) {
      toast.error(failureMessage(caught), t('caseTypes.toast.updateTitle'));
      return false;
    }
  };
  return (
    <CaseTypeForm
      key={caseType.id}
      initialName={caseType.caseTypeName}
      initialDocuments={draftsFrom(caseType)}
      initialReminderDays={caseType.reminderDays}
      initialRetentionMonths={caseType.retentionMonths}
      saving={update.isPending}
      onSave={save}
      clearOnSave={false}
    />
  );
}

export { CreateCaseTypePage as Component };
