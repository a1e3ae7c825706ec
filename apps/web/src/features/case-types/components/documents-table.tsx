import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportTypeBadge } from '../../../components/support-type-badge';

interface DocumentRow {
  documentName: string;
  description: string | null;
  supportType: number | null;
}

interface DocumentsTableProps<Doc extends DocumentRow> {
  caption: string;
  /** Said in the table's place when there are no documents. */
  emptyText: string;
  documents: Doc[];
  keyOf: (doc: Doc) => string | number;
  withSupportType?: boolean;
  /** Given, a Required/Optional badge column follows the name. */
  isRequired?: (doc: Doc) => boolean;
  /** The Template cell: the file's name, or its view and download. */
  template: (doc: Doc) => ReactNode;
  /** Given, a last column holds each row's buttons; its heading is for screen readers only. */
  rowActions?: (doc: Doc) => ReactNode;
}

/** A case type's document definitions of one kind, saved or being edited, in a card under their caption. */
export function DocumentsTable<Doc extends DocumentRow>({
  caption,
  emptyText,
  documents,
  keyOf,
  withSupportType,
  isRequired,
  template,
  rowActions,
}: DocumentsTableProps<Doc>) {
  const { t } = useTranslation();
  return (
    <div className="card mb-3">
      <div className="card-body">
        <h2 className="h6 card-title mb-3">{caption}</h2>
        {documents.length === 0 ? (
          <p className="text-body-secondary mb-0">{emptyText}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('caseTypes.documentName')}</th>
                  {isRequired ? <th scope="col">{t('caseTypes.requirement')}</th> : null}
                  {withSupportType ? <th scope="col">{t('caseTypes.supportType')}</th> : null}
                  <th scope="col">{t('caseTypes.description')}</th>
                  <th scope="col">{t('caseTypes.template')}</th>
                  {rowActions ? (
                    <th scope="col">
                      <span className="visually-hidden">{t('caseTypes.action')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {documents.map((doc) => (
                  <tr key={keyOf(doc)}>
                    <td className="text-break">{doc.documentName}</td>
                    {isRequired ? (
                      <td>
                        <span className={`badge ${isRequired(doc) ? 'text-bg-danger' : 'text-bg-secondary'}`}>
                          {isRequired(doc) ? t('caseTypes.required') : t('caseTypes.optional')}
                        </span>
                      </td>
                    ) : null}
                    {withSupportType ? (
                      <td>
                        <SupportTypeBadge value={doc.supportType ?? 0} t={t} />
                      </td>
                    ) : null}
                    <td className="text-break">{doc.description}</td>
                    <td className="text-break">{template(doc)}</td>
                    {rowActions ? <td className="text-end">{rowActions(doc)}</td> : null}
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
