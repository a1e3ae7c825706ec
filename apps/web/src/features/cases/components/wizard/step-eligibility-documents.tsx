import type { CaseType } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/components/form/field-shell';
import { useSupportTypeLabel } from '@/components/support-type-badge';
import { DocumentUploadList } from './document-upload-list';
import { eligibilityDocumentsFor, supportTypeOptions } from './wizard-rules';
import type { WizardAction, WizardDraft } from './wizard-state';

interface StepProps {
  draft: WizardDraft;
  dispatch: (action: WizardAction) => void;
  caseType: CaseType;
  showErrors: boolean;
  /** The select was left or changed: its error may show from now on (spec: touched and invalid). */
  onTouched: () => void;
  onBusyChange: (key: string, busy: boolean) => void;
}

/** Step 3: the support type (None not offered, ascending) and its eligibility documents. */
export function StepEligibilityDocuments({
  draft,
  dispatch,
  caseType,
  showErrors,
  onTouched,
  onBusyChange,
}: StepProps) {
  const { t } = useTranslation();
  const label = useSupportTypeLabel();
  const documents = eligibilityDocumentsFor(caseType, draft.supportType);
  return (
    <>
      <FieldShell
        label={t('cases.supportType')}
        required
        controlClass="form-select"
        error={draft.supportType === null ? 'case.supportType.required' : undefined}
        showError={showErrors}
      >
        {(control) => (
          <select
            {...control}
            value={draft.supportType ?? ''}
            onBlur={onTouched}
            onChange={(event) => {
              onTouched();
              dispatch({
                type: 'supportType',
                value: event.target.value === '' ? null : Number(event.target.value),
              });
            }}
          >
            <option value="">{t('cases.wizard.selectSupportType')}</option>
            {supportTypeOptions(caseType).map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {draft.supportType !== null && documents.length === 0 ? (
        <p className="text-body-secondary">{t('cases.wizard.noEligibilityDocuments')}</p>
      ) : null}
      <DocumentUploadList
        documents={documents}
        files={draft.eligibilityFiles}
        required={false}
        onChange={(documentId, file) =>
          dispatch({ type: 'file', group: 'eligibilityFiles', documentId, file })
        }
        onBusyChange={(documentId, busy) => onBusyChange(`eligibility-${documentId}`, busy)}
      />
    </>
  );
}
