import type { ChecklistItem } from '@docket/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileActions } from '@/components/upload/file-actions';
import { FileName } from '@/components/upload/file-name';
import { TemplateDownloadButton } from '@/components/upload/template-download-button';
import { formatDate } from '@/lib/format';
import { currentVersion, isOpen } from './checklist-rules';
import { ClientCheckNotice } from './client-check-notice';
import { ItemCardFrame, ItemDueDate, ItemReason } from './item-parts';
import { ItemUpload } from './item-upload';

interface ClientItemCardProps {
  caseId: number;
  item: ChecklistItem;
  /** Offer the upload: the item is still needed (or optional) and the case is not closed. */
  canUpload: boolean;
  /** The case takes uploads at all: a file the check found hard to read may be sent again. */
  caseTakesUploads: boolean;
  onSent: (itemId: number) => void;
}

/**
 * One document as the client sees it: what it is, why it came back, by when, the template, and one
 * upload for it; or, once sent, the file she sent.
 */
export function ClientItemCard({ caseId, item, canUpload, caseTakesUploads, onSent }: ClientItemCardProps) {
  const { t, i18n } = useTranslation();
  const version = currentVersion(item);
  // Take it again: the same upload control, opened here for a file already with the firm.
  const [retaking, setRetaking] = useState(false);
  const upload = useRef<HTMLDivElement>(null);
  const [focusUpload, setFocusUpload] = useState(0);
  useEffect(() => {
    if (focusUpload > 0) upload.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [focusUpload]);
  const showUpload = canUpload || retaking;
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
      {version && isOpen(item) ? (
        <ClientCheckNotice
          version={version}
          canRetake={caseTakesUploads}
          onRetake={() => {
            setRetaking(true);
            setFocusUpload((n) => n + 1);
          }}
        />
      ) : null}
      {item.templateUrl && canUpload ? (
        <TemplateDownloadButton
          templateKey={item.templateUrl}
          fileName={item.orignalFileName ?? item.name}
          documentName={item.name}
        />
      ) : null}
      {showUpload ? (
        <div ref={upload}>
          <ItemUpload
            caseId={caseId}
            itemId={item.id}
            itemName={item.name}
            label={
              item.state === 'Missing'
                ? t('cases.checklist.client.send', { name: item.name })
                : t('cases.checklist.client.sendAgain', { name: item.name })
            }
            onSent={(itemId) => {
              setRetaking(false);
              onSent(itemId);
            }}
          />
        </div>
      ) : null}
    </ItemCardFrame>
  );
}
