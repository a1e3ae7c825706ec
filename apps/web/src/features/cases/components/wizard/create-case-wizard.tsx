import type { TFunction } from 'i18next';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { isApiError } from '@/lib/api-error';
import { failureMessage } from '@/lib/error-messages';
import { translateFieldError } from '@/lib/messages';
import { useCreateCase } from '../../api/create-case';
import { useCaseTypeForCase, useCaseTypeOptions } from '../../api/get-case-types';
import { ClientPicker } from './client-picker';
import { StepCaseDetails } from './step-case-details';
import { StepConfirm } from './step-confirm';
import { StepEligibilityDocuments } from './step-eligibility-documents';
import { StepRequiredDocuments } from './step-required-documents';
import { SubmitErrors } from './submit-errors';
import { WizardButtons } from './wizard-buttons';
import { buildCreateRequest, isStepValid, requiredDocumentsComplete } from './wizard-rules';
import { clearDraft, loadDraft, saveDraft, wizardReducer } from './wizard-state';
import { WizardSteps } from './wizard-steps';
import '../../cases.css';

/** Every problem the server found, each by its rule's key in the reader's language; else the failure's reason. */
function errorMessagesOf(t: TFunction, error: unknown): string[] {
  const items = isApiError(error) ? error.errors : [];
  return items.length > 0 ? items.map((item) => translateFieldError(t, item)) : [failureMessage(error)];
}

interface CreateCaseWizardProps {
  userId: string;
  /**
   * A member of staff opens the case on a client's behalf: the first step asks for the client;
   * administrators may create one there.
   */
  forClient?: { canCreateClient: boolean };
}

/**
 * The four-step Create Case wizard, for a client's own case or, for staff, on a client's behalf;
 * its progress survives a reload until the case is created.
 */
export function CreateCaseWizard({ userId, forClient }: CreateCaseWizardProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, dispatch] = useReducer(wizardReducer, userId, loadDraft);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [supportTouched, setSupportTouched] = useState(false);
  const [clientTouched, setClientTouched] = useState(false);
  const [refusedUploadTries, setRefusedUploadTries] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const caseTypes = useCaseTypeOptions();
  const caseTypeQuery = useCaseTypeForCase(draft.caseTypeId);
  const caseType = caseTypeQuery.data;
  const create = useCreateCase();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => saveDraft(userId, draft), [userId, draft]);

  // A keyboard or screen reader user lands on the new step's heading, not on a vanished button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [draft.step]);

  const onBusyChange = useCallback(
    (key: string, value: boolean) =>
      setBusy((previous) => (Boolean(previous[key]) === value ? previous : { ...previous, [key]: value })),
    [],
  );
  const touchSupport = useCallback(() => setSupportTouched(true), []);
  const uploading = Object.values(busy).some(Boolean);
  const needsClient = forClient !== undefined;
  const valid = isStepValid(draft.step, caseType, draft);

  const next = () => {
    if (draft.step === 1 && !requiredDocumentsComplete(caseType, draft)) {
      // Said at each missing file's field, and the focus goes to the first (no toast to miss).
      setRefusedUploadTries((tries) => tries + 1);
      return;
    }
    if (draft.step === 0) {
      setClientTouched(true);
      // Staff's Next stays clickable without the client, so the picker can say it is needed.
      if (needsClient && draft.clientId === null) return;
    }
    if (draft.step === 2) setSupportTouched(true);
    if (valid) dispatch({ type: 'next' });
  };

  const submit = async () => {
    if (!caseType) return;
    setErrors([]);
    try {
      const clientId = needsClient ? draft.clientId : userId;
      if (!clientId) return;
      const { id } = await create.mutateAsync(buildCreateRequest(caseType, draft, clientId));
      clearDraft(userId);
      toast.success(t('cases.toast.created'), t('cases.toast.createTitle'));
      // A client reads what happens next; staff, who made it for a client, go on to the case.
      navigate(needsClient ? `/case/${id}` : `/case/${id}/submitted`);
    } catch (error) {
      setErrors(errorMessagesOf(t, error));
      toast.error(t('cases.toast.createFailed'), t('cases.toast.createTitle'));
    }
  };

  const listError = caseTypes.error ?? caseTypeQuery.error;
  const needsCaseType = draft.step > 0 && !caseType;

  return (
    <div className="card">
      <div className="card-body">
        <WizardSteps current={draft.step} completed={draft.completed} headingRef={headingRef} />
        {listError ? (
          <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
            <span>{failureMessage(listError)}</span>
            {caseTypeQuery.error ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => dispatch({ type: 'reset' })}
              >
                {t('cases.wizard.startAgain')}
              </button>
            ) : null}
          </div>
        ) : null}
        <SubmitErrors errors={errors} onDismiss={() => setErrors([])} />
        {draft.step === 0 && caseTypes.data?.length === 0 ? (
          <div className="alert alert-info" role="status">
            {t('cases.wizard.noCaseTypes')}
          </div>
        ) : null}
        {draft.step === 0 ? (
          <StepCaseDetails
            draft={draft}
            dispatch={dispatch}
            caseTypes={caseTypes.data ?? []}
            clientPicker={
              forClient ? (
                <ClientPicker
                  clientId={draft.clientId}
                  clientLabel={draft.clientLabel}
                  onPick={(id, label) => dispatch({ type: 'client', id, label })}
                  canCreate={forClient.canCreateClient}
                  showError={clientTouched}
                />
              ) : null
            }
          />
        ) : null}
        {needsCaseType && !listError ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
        {draft.step === 1 && caseType ? (
          <StepRequiredDocuments
            draft={draft}
            dispatch={dispatch}
            caseType={caseType}
            onBusyChange={onBusyChange}
            refusedTries={refusedUploadTries}
          />
        ) : null}
        {draft.step === 2 && caseType ? (
          <StepEligibilityDocuments
            draft={draft}
            dispatch={dispatch}
            caseType={caseType}
            showErrors={supportTouched}
            onTouched={touchSupport}
            onBusyChange={onBusyChange}
          />
        ) : null}
        {draft.step === 3 && caseType ? <StepConfirm draft={draft} caseType={caseType} /> : null}
        <WizardButtons
          step={draft.step}
          // Step 2 stays clickable so the spec's warning can say what is missing.
          nextDisabled={uploading || (draft.step !== 1 && !valid)}
          busy={uploading || create.isPending}
          onPrevious={() => dispatch({ type: 'previous' })}
          onNext={next}
          onSubmit={() => void submit()}
        />
      </div>
    </div>
  );
}
