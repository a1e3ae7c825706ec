import type { DocumentDefinition } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { SupportTypeBadge } from '../../../components/support-type-badge';
import { FileActions } from '../../../components/upload/file-actions';

interface DefinitionsTableProps {
  caption: string;
  documents: DocumentDefinition[];
  withSupportType?: boolean;
}

/** A case type's documents: name, Required/Optional badge, description and the template's view and download. */
export function DefinitionsTable({ caption, documents, withSupportType }: DefinitionsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="card mb-3">
      <div className="card-body">
        <h2 className="h6 card-title mb-3">{caption}</h2>
        {documents.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('caseTypes.noDocuments')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('caseTypes.documentName')}</th>
                  <th scope="col">{t('caseTypes.requirement')}</th>
                  {withSupportType ? <th scope="col">{t('caseTypes.supportType')}</th> : null}
                  <th scope="col">{t('caseTypes.description')}</th>
                  <th scope="col">{t('caseTypes.template')}</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((doc) => (
                  <tr key={doc.id}>
                    <td className="text-break">{doc.documentName}</td>
                    <td>
                      <span className={`badge ${doc.isRequired ? 'text-bg-danger' : 'text-bg-secondary'}`}>
                        {doc.isRequired ? t('caseTypes.required') : t('caseTypes.optional')}
                      </span>
                    </td>
                    {withSupportType ? (
                      <td>
                        <SupportTypeBadge value={doc.supportType ?? 0} />
                      </td>
                    ) : null}
                    <td className="text-break">{doc.description}</td>
                    <td>
                      {doc.templateUrl ? (
                        <FileActions
                          source={{ type: 'template', key: doc.templateUrl }}
                          fileName={doc.orignalFileName ?? doc.documentName}
                          label={t('caseTypes.templateOf', { name: doc.documentName })}
                        />
                      ) : (
                        '-'
                      )}
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
