import type { DocumentDefinition } from '@docket/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '@/components/upload/file-upload';
import { TemplateDownloadButton } from '@/components/upload/template-download-button';
import type { UploadedFile } from '@/components/upload/upload-file';

interface DocumentUploadListProps {
  documents: DocumentDefinition[];
  files: Record<number, UploadedFile>;
  required: boolean;
  onChange: (documentId: number, file: UploadedFile | null) => void;
  onBusyChange: (documentId: number, busy: boolean) => void;
  /**
   * Counts the refused tries to go on without every required file: from the first, each missing
   * one says so at its field, and each new try takes the focus to the first of them.
   */
  refusedTries?: number;
}

/** One upload per document, each with its description and, where there is one, its template. */
export function DocumentUploadList({
  documents,
  files,
  required,
  onChange,
  onBusyChange,
  refusedTries = 0,
}: DocumentUploadListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // The choose button's description carries the field's error, so landing on it reads it out.
    if (refusedTries > 0)
      list.current?.querySelector<HTMLButtonElement>('li[data-missing="true"] .file-drop button')?.focus();
  }, [refusedTries]);
  return (
    <ul ref={list} className="list-unstyled mb-0">
      {documents.map((doc) => (
        <li key={doc.id} className="border-bottom pb-2 mb-3" data-missing={required && !files[doc.id]}>
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
            advise
            label={doc.documentName}
            required={required}
            error={
              refusedTries > 0 && required && !files[doc.id]
                ? t('cases.wizard.uploadThis', { name: doc.documentName })
                : null
            }
            value={files[doc.id] ?? null}
            onChange={(file) => onChange(doc.id, file)}
            onBusyChange={(busy) => onBusyChange(doc.id, busy)}
          />
        </li>
      ))}
    </ul>
  );
}
