import type { CaseType } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { SupportTypeBadge } from '@/components/support-type-badge';
import { eligibilityDocumentsFor } from './wizard-rules';
import type { WizardDraft } from './wizard-state';

/** Step 4: everything the case will be opened with, for a last look before Submit. */
export function StepConfirm({ draft, caseType }: { draft: WizardDraft; caseType: CaseType }) {
  const { t } = useTranslation();
  const documents = [
    ...caseType.requiredDocuments.map((doc) => ({ doc, file: draft.requiredFiles[doc.id] })),
    ...eligibilityDocumentsFor(caseType, draft.supportType).map((doc) => ({
      doc,
      file: draft.eligibilityFiles[doc.id],
    })),
  ].filter((entry) => entry.file);
  return (
    <>
      <h3 className="h6">{t('cases.wizard.confirmTitle')}</h3>
      <dl className="row">
        {draft.clientId ? (
          <>
            <dt className="col-sm-4">{t('cases.client')}</dt>
            <dd className="col-sm-8 text-break">{draft.clientLabel}</dd>
          </>
        ) : null}
        <dt className="col-sm-4">{t('cases.caseType')}</dt>
        <dd className="col-sm-8 text-break">{caseType.caseTypeName}</dd>
        <dt className="col-sm-4">{t('cases.description')}</dt>
        <dd className="col-sm-8 text-break">{draft.description.trim() || '-'}</dd>
        <dt className="col-sm-4">{t('cases.supportType')}</dt>
        <dd className="col-sm-8">
          <SupportTypeBadge value={draft.supportType ?? 0} t={t} />
        </dd>
      </dl>
      <h4 className="h6">{t('cases.wizard.documentsToSend')}</h4>
      {documents.length === 0 ? (
        <p className="text-body-secondary">{t('cases.wizard.noDocumentsToSend')}</p>
      ) : (
        <ul>
          {documents.map(({ doc, file }) => (
            <li key={doc.id} className="text-break">
              <span className="fw-semibold">{doc.documentName}</span>: {file?.fileName}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
