import type { DocumentDefinition } from '@docket/contract';
import { FileUpload } from '../../../../components/upload/file-upload';
import { TemplateDownloadButton } from '../../../../components/upload/template-download-button';
import type { UploadedFile } from '../../../../components/upload/upload-file';

interface DocumentUploadListProps {
  documents: DocumentDefinition[];
  files: Record<number, UploadedFile>;
  required: boolean;
  onChange: (documentId: number, file: UploadedFile | null) => void;
  onBusyChange: (documentId: number, busy: boolean) => void;
}

/** One upload per document, each with its description and, where there is one, its template. */
export function DocumentUploadList({
  documents,
  files,
  required,
  onChange,
  onBusyChange,
}: DocumentUploadListProps) {
  return (
    <ul className="list-unstyled mb-0">
      {documents.map((doc) => (
        <li key={doc.id} className="border-bottom pb-2 mb-3">
          {doc.description ? <p className="small text-body-secondary mb-1">{doc.description}</p> : null}
          {doc.templateUrl ? (
            <TemplateDownloadButton
              templateKey={doc.templateUrl}
              fileName={doc.orignalFileName ?? doc.documentName}
              documentName={doc.documentName}
            />
          ) : null}
          <FileUpload
            kind="case-document"
            label={doc.documentName}
            required={required}
            value={files[doc.id] ?? null}
            onChange={(file) => onChange(doc.id, file)}
            onBusyChange={(busy) => onBusyChange(doc.id, busy)}
          />
        </li>
      ))}
    </ul>
  );
}
