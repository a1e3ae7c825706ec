import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { SupportTypeBadge } from '@/components/support-type-badge';

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
  /** The Template cell: the file's name, or its view and download (worded in a phone's card). */
  template: (doc: Doc, inCard: boolean) => ReactNode;
  /** Given, an Automatic checks column: the document's settings, or the fields to edit them. */
  checks?: (doc: Doc) => ReactNode;
  /** Given, a last column holds each row's buttons; its heading is for screen readers only. */
  rowActions?: (doc: Doc) => ReactNode;
}

/**
 * A case type's document definitions of one kind, saved or being edited, in a card under their
 * caption: a table on a wide screen, a card per document on a phone.
 */
export function DocumentsTable<Doc extends DocumentRow>({
  caption,
  emptyText,
  documents,
  keyOf,
  withSupportType,
  isRequired,
  template,
  checks,
  rowActions,
}: DocumentsTableProps<Doc>) {
  const { t } = useTranslation();
  const columns: ListColumn<Doc>[] = [
    { id: 'name', label: t('caseTypes.documentName'), card: 'title', cell: (doc) => doc.documentName },
    ...(isRequired
      ? [
          {
            id: 'requirement',
            label: t('caseTypes.requirement'),
            cell: (doc: Doc) => (
              <span className={`badge ${isRequired(doc) ? 'text-bg-danger' : 'text-bg-secondary'}`}>
                {isRequired(doc) ? t('caseTypes.required') : t('caseTypes.optional')}
              </span>
            ),
          },
        ]
      : []),
    ...(withSupportType
      ? [
          {
            id: 'supportType',
            label: t('caseTypes.supportType'),
            cell: (doc: Doc) => <SupportTypeBadge value={doc.supportType ?? 0} t={t} />,
          },
        ]
      : []),
    { id: 'description', label: t('caseTypes.description'), cell: (doc) => doc.description || '-' },
    {
      id: 'template',
      label: t('caseTypes.template'),
      cell: (doc) => template(doc, false),
      cardCell: (doc) => template(doc, true),
    },
    ...(checks ? [{ id: 'checks', label: t('caseTypes.checks.column'), cell: checks }] : []),
    ...(rowActions
      ? [
          {
            id: 'action',
            label: t('caseTypes.action'),
            hideLabel: true,
            card: 'actions' as const,
            className: 'text-end',
            cell: rowActions,
          },
        ]
      : []),
  ];
  return (
    <div className="card mb-3">
      <div className="card-body">
        <h2 className="h6 card-title mb-3">{caption}</h2>
        {documents.length === 0 ? (
          <p className="text-body-secondary mb-0">{emptyText}</p>
        ) : (
          <DataList
            caption={caption}
            items={documents}
            keyOf={keyOf}
            columns={columns}
            tableClassName="table table-sm align-middle mb-0"
          />
        )}
      </div>
    </div>
  );
}
