import type { ChecklistItem } from '@docket/contract';
import Upload from 'lucide-react/icons/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentVersion, isOpen } from './checklist-rules';
import { ItemCardFrame, ItemDueDate, ItemReason } from './item-parts';
import { ItemUpload } from './item-upload';
import { ReviewForm } from './review-form';
import { VersionHistory } from './version-history';
import { VersionPreview } from './version-preview';

interface StaffItemCardProps {
  caseId: number;
  item: ChecklistItem;
  /** Staff of the case (its solicitor or an administrator) review. */
  canReview: boolean;
  /** The case takes uploads: the firm may send a file on the client's behalf to an open item. */
  canUpload: boolean;
  onSent: (itemId: number) => void;
}

/** One item for the firm: state, origin, reason, the current version's preview beside the review, every version. */
export function StaffItemCard({ caseId, item, canReview, canUpload, onSent }: StaffItemCardProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const version = currentVersion(item);
  return (
    <ItemCardFrame item={item} heading="h3" headerMargin="mb-1">
      <p className="small text-body-secondary mb-2">
        {t(`cases.checklist.kinds.${item.kind}`)}
        {item.isRequired ? null : ` · ${t('cases.checklist.optional')}`}
      </p>
      {item.description ? <p className="small mb-2">{item.description}</p> : null}
      <ItemReason item={item} />
      <ItemDueDate item={item} />
      <div className="checklist-review">
        {version ? (
          <VersionPreview key={version.id} version={version} documentName={item.name} />
        ) : (
          <p className="text-body-secondary mb-0">{t('cases.checklist.staff.nothingYet')}</p>
        )}
        {canReview ? <ReviewForm caseId={caseId} item={item} versionId={version?.id ?? null} /> : null}
      </div>
      <VersionHistory versions={item.versions} documentName={item.name} />
      {canUpload && isOpen(item) ? (
        <div className="mt-3">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-expanded={uploading}
            onClick={() => setUploading((value) => !value)}
          >
            <Upload size={14} aria-hidden="true" className="me-1" />
            {t('cases.checklist.staff.uploadForClient')}
          </button>
          {uploading ? (
            <div className="mt-2">
              <ItemUpload
                caseId={caseId}
                itemId={item.id}
                itemName={item.name}
                label={t('cases.checklist.staff.uploadLabel', { name: item.name })}
                onSent={(itemId) => {
                  setUploading(false);
                  onSent(itemId);
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </ItemCardFrame>
  );
}
