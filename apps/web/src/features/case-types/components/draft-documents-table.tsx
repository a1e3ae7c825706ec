import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SupportTypeBadge } from '../../../components/support-type-badge';
import type { DraftDocument } from './document-draft';

interface DraftDocumentsTableProps {
  caption: string;
  documents: DraftDocument[];
  withSupportType?: boolean;
  onDelete: (key: string) => void;
}

/** The documents added so far of one kind, each with Delete; "No Documents Added Yet" when empty. */
export function DraftDocumentsTable({
  caption,
  documents,
  withSupportType,
  onDelete,
}: DraftDocumentsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="card mb-3">
      <div className="card-body">
        <h2 className="h6 card-title mb-3">{caption}</h2>
        {documents.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('caseTypes.form.noDocuments')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('caseTypes.documentName')}</th>
                  {withSupportType ? <th scope="col">{t('caseTypes.supportType')}</th> : null}
                  <th scope="col">{t('caseTypes.description')}</th>
                  <th scope="col">{t('caseTypes.template')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('caseTypes.action')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {documents.map((doc) => (
                  <tr key={doc.key}>
                    <td className="text-break">{doc.documentName}</td>
                    {withSupportType ? (
                      <td>
                        <SupportTypeBadge value={doc.supportType ?? 0} />
                      </td>
                    ) : null}
                    <td className="text-break">{doc.description}</td>
                    <td className="text-break">{doc.template?.fileName ?? '-'}</td>
                    <td className="text-end">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => onDelete(doc.key)}
                        aria-label={t('caseTypes.form.deleteDocument', { name: doc.documentName })}
                      >
                        <Trash2 size={14} aria-hidden="true" className="me-1" />
                        {t('caseTypes.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
