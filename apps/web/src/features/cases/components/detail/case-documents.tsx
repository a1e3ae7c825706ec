import type { CaseDetail } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { FileActions } from '../../../../components/upload/file-actions';
import { formatDate } from '../../../../lib/format';
import { AdditionalDocumentForm } from './additional-document-form';
import { MissingDocumentUpload } from './missing-document-upload';

/** Attached Documents: each file with view and download; missing required ones can be uploaded here. */
export function CaseDocuments({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const canAdd = detail.permissions.addDocument;
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
      {detail.missingRequiredDocuments.length > 0 ? (
        <div className="alert alert-warning">
          <h3 className="h6 alert-heading">{t('cases.documents.missing')}</h3>
          {canAdd ? (
            detail.missingRequiredDocuments.map((doc) => (
              <MissingDocumentUpload
                key={doc.id}
                caseId={detail.id}
                documentId={doc.id}
                documentName={doc.documentName}
              />
            ))
          ) : (
            <ul className="mb-0">
              {detail.missingRequiredDocuments.map((doc) => (
                <li key={doc.id}>{doc.documentName}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {canAdd ? <AdditionalDocumentForm caseId={detail.id} /> : null}
    </>
  );
}
