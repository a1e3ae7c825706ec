import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/use-toast';
import { FileUpload } from '../../../../components/upload/file-upload';
import type { UploadedFile } from '../../../../components/upload/upload-file';
import { failureMessage } from '../../../../lib/error-messages';
import { useAddCaseDocument } from '../../api/add-case-document';

interface MissingDocumentUploadProps {
  caseId: number;
  documentId: number;
  documentName: string;
}

/** A required document the case still lacks: the upload is attached to the case as soon as it is done. */
export function MissingDocumentUpload({ caseId, documentId, documentName }: MissingDocumentUploadProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddCaseDocument(caseId);
  const attach = async (file: UploadedFile | null) => {
    if (!file) return;
    try {
      await add.mutateAsync({ documentDefinitionId: documentId, filePath: file.filePath });
      toast.success(t('cases.documents.added', { name: documentName }), t('cases.documents.title'));
    } catch (error) {
      toast.error(failureMessage(error), t('cases.documents.title'));
    }
  };
  return (
    <FileUpload
      kind="case-document"
      label={documentName}
      required
      value={null}
      onChange={(file) => void attach(file)}
    />
  );
}
