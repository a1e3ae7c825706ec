import type { CaseType } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { DocumentUploadList } from './document-upload-list';
import type { WizardAction, WizardDraft } from './wizard-state';

interface StepProps {
  draft: WizardDraft;
  dispatch: (action: WizardAction) => void;
  caseType: CaseType;
  onBusyChange: (key: string, busy: boolean) => void;
  /** Tries to go on without every file (document-upload-list.tsx). */
  refusedTries: number;
}

/** Step 2: one upload per required document (each marked with an asterisk). */
export function StepRequiredDocuments({ draft, dispatch, caseType, onBusyChange, refusedTries }: StepProps) {
  const { t } = useTranslation();
  if (caseType.requiredDocuments.length === 0) {
    return <p className="text-body-secondary">{t('cases.wizard.noRequiredDocuments')}</p>;
  }
  return (
    <DocumentUploadList
      documents={caseType.requiredDocuments}
      files={draft.requiredFiles}
      required
      onChange={(documentId, file) => dispatch({ type: 'file', group: 'requiredFiles', documentId, file })}
      onBusyChange={(documentId, busy) => onBusyChange(`required-${documentId}`, busy)}
      refusedTries={refusedTries}
    />
  );
}
