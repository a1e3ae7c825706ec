import type { ChecklistItem } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { FileActions } from '../../../../../components/upload/file-actions';
import { FileName } from '../../../../../components/upload/file-name';
import { TemplateDownloadButton } from '../../../../../components/upload/template-download-button';
import { formatDate } from '../../../../../lib/format';
import { currentVersion } from './checklist-rules';
import { ItemCardFrame, ItemDueDate, ItemReason } from './item-parts';
import { ItemUpload } from './item-upload';

interface ClientItemCardProps {
  caseId: number;
  item: ChecklistItem;
  /** Offer the upload: the item is still open and the case is not closed. */
  canUpload: boolean;
  onSent: (itemId: number) => void;
}

/**
 * One document as the client sees it: what it is, why it came back, by when, the template, and one
 * upload for it; or, once sent, the file she sent.
 */
export function ClientItemCard({ caseId, item, canUpload, onSent }: ClientItemCardProps) {
  const { t, i18n } = useTranslation();
  const version = currentVersion(item);
  return (
    <ItemCardFrame item={item} heading="h4" headerMargin="mb-2">
      {item.description ? <p className="small text-body-secondary mb-2">{item.description}</p> : null}
      <ItemReason item={item} />
      <ItemDueDate item={item} />
      {version && item.state !== 'Missing' ? (
        <div className="d-flex flex-wrap align-items-center gap-2 small mb-2">
          <span className="text-body-secondary">
            {t('cases.checklist.client.sentOn', { date: formatDate(version.uploadedAt, i18n.language) })}
          </span>
          <FileName name={version.fileName} />
          <FileActions
            source={{ type: 'case-document', filePath: version.filePath }}
            fileName={version.fileName}
            contentType={version.contentType}
            label={t('cases.checklist.fileOf', { name: item.name })}
          />
        </div>
      ) : null}
      {item.templateUrl && canUpload ? (
        <TemplateDownloadButton
          templateKey={item.templateUrl}
          fileName={item.orignalFileName ?? item.name}
          documentName={item.name}
        />
      ) : null}
      {canUpload ? (
        <ItemUpload
          caseId={caseId}
          itemId={item.id}
          itemName={item.name}
          label={
            item.state === 'Rejected'
              ? t('cases.checklist.client.sendAgain', { name: item.name })
              : t('cases.checklist.client.send', { name: item.name })
          }
          onSent={onSent}
        />
      ) : null}
    </ItemCardFrame>
  );
}
