import type { CaseType } from '@docket/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/components/form/field-shell';
import type { WizardAction, WizardDraft } from './wizard-state';

interface StepProps {
  draft: WizardDraft;
  dispatch: (action: WizardAction) => void;
  caseTypes: CaseType[];
  /** For a member of staff: whom the case is for, first. */
  clientPicker?: ReactNode;
}

/** Step 1: the client (staff only), the case type (required) and an optional description. */
export function StepCaseDetails({ draft, dispatch, caseTypes, clientPicker }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      {clientPicker}
      <FieldShell
        label={t('cases.caseType')}
        required
        controlClass="form-select"
        error={draft.caseTypeId === null ? 'case.caseType.required' : undefined}
        showError={draft.caseTypeTouched}
      >
        {(control) => (
          <select
            {...control}
            value={draft.caseTypeId ?? ''}
            onChange={(event) => dispatch({ type: 'caseType', id: Number(event.target.value) || null })}
            onBlur={() => dispatch({ type: 'touchCaseType' })}
          >
            <option value="">{t('cases.wizard.selectCaseType')}</option>
            {caseTypes.map((caseType) => (
              <option key={caseType.id} value={caseType.id}>
                {caseType.caseTypeName}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label={t('cases.description')}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={4000}
            placeholder={t('cases.wizard.descriptionPlaceholder')}
            value={draft.description}
            onChange={(event) => dispatch({ type: 'description', text: event.target.value })}
          />
        )}
      </FieldShell>
    </>
  );
}
