import type { CaseDetail } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { FileActions } from '../../../../components/upload/file-actions';
import { formatDate } from '../../../../lib/format';
import { AdditionalDocumentForm } from './additional-document-form';

/**
 * Attached Documents: every file of the case with view and download, and a document nobody asked
 * for. What is still missing is sent from the checklist, one item at a time.
 */
export function CaseDocuments({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const canAdd = detail.permissions.addDocument && detail.status !== 'Closed';
  return (
    <>
      {detail.documents.length === 0 ? (
        <p className="text-body-secondary">{t('cases.documents.none')}</p>
      ) : (
        <div className="case-table-wrapper mb-3">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('cases.documents.name')}</th>
                <th scope="col">{t('cases.documents.type')}</th>
                <th scope="col">{t('cases.documents.fileName')}</th>
                <th scope="col">{t('cases.documents.uploadedAt')}</th>
                <th scope="col">{t('cases.list.action')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.documents.map((doc) => (
                <tr key={doc.id}>
                  <td className="text-break">{doc.documentName}</td>
                  <td>{t(`cases.documents.types.${doc.documentType}`)}</td>
                  <td className="text-break">{doc.fileName}</td>
                  <td className="text-nowrap">{formatDate(doc.uploadedAt, i18n.language)}</td>
                  <td>
                    <FileActions
                      source={{ type: 'case-document', filePath: doc.filePath }}
                      fileName={doc.fileName}
                      contentType={doc.contentType}
                      label={doc.documentName}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canAdd ? <AdditionalDocumentForm caseId={detail.id} /> : null}
    </>
  );
}
