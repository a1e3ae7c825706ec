import type { CaseDetail } from '@docket/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { FileActions } from '@/components/upload/file-actions';
import { FileName } from '@/components/upload/file-name';
import { formatDate } from '@/lib/format';
import { AdditionalDocumentForm } from './additional-document-form';

type CaseDocument = CaseDetail['documents'][number];

/**
 * Attached Documents: every file of the case with view and download, and a document nobody asked
 * for. What is still missing is sent from the checklist, one item at a time. On a phone each
 * document is a card: its name, its kind, the file, and View and Download at its foot.
 */
export function CaseDocuments({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const canAdd = detail.permissions.addDocument && detail.status !== 'Closed';
  const columns = useMemo((): ListColumn<CaseDocument>[] => {
    const actions = (doc: CaseDocument, withWords: boolean) => (
      <FileActions
        source={{ type: 'case-document', filePath: doc.filePath }}
        fileName={doc.fileName}
        contentType={doc.contentType}
        label={doc.documentName}
        withWords={withWords}
      />
    );
    return [
      { id: 'name', label: t('cases.documents.name'), card: 'title', cell: (doc) => doc.documentName },
      {
        id: 'type',
        label: t('cases.documents.type'),
        cell: (doc) => t(`cases.documents.types.${doc.documentType}`),
      },
      {
        id: 'fileName',
        label: t('cases.documents.fileName'),
        cell: (doc) => <FileName name={doc.fileName} />,
      },
      {
        id: 'uploadedAt',
        label: t('cases.documents.uploadedAt'),
        className: 'text-nowrap',
        cell: (doc) => formatDate(doc.uploadedAt, i18n.language),
      },
      {
        id: 'action',
        label: t('cases.list.action'),
        card: 'actions',
        cell: (doc) => actions(doc, false),
        cardCell: (doc) => actions(doc, true),
      },
    ];
  }, [t, i18n.language]);
  return (
    <>
      {detail.documents.length === 0 ? (
        <p className="text-body-secondary">{t('cases.documents.none')}</p>
      ) : (
        <div className="mb-3">
          <DataList
            caption={t('cases.documents.title')}
            items={detail.documents}
            keyOf={(doc) => doc.id}
            columns={columns}
            tableClassName="table table-sm align-middle mb-0"
          />
        </div>
      )}
      {canAdd ? <AdditionalDocumentForm caseId={detail.id} /> : null}
    </>
  );
}
