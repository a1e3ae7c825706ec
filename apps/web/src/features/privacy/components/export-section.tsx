import { EXPORT_LIFETIME_DAYS } from '@docket/contract';
import Download from 'lucide-react/icons/download';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { ErrorAlert, FailureAlert } from '@/components/failure-alert';
import { Ltr } from '@/components/ltr';
import { useToast } from '@/components/toast/use-toast';
import { saveBlob } from '@/components/upload/file-transfer';
import { failureMessage } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { formatDays, formatSize } from '@/lib/units';
import {
  downloadExport,
  type SubjectAccessExport,
  useRequestExport,
  useSubjectAccessExports,
} from '../api/privacy';

const STATUS_CLASS: Record<SubjectAccessExport['status'], string> = {
  queued: 'text-bg-secondary',
  building: 'text-bg-info',
  ready: 'text-bg-success',
  failed: 'text-bg-danger',
  expired: 'text-bg-light',
};

/** Download for a ready export: the zip fetched with the token, then saved under a readable name. */
function DownloadButton({
  item,
  onFailed,
}: {
  item: SubjectAccessExport;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (item.status !== 'ready') return null;
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadExport(item.id), `subject-access-${item.requestedAt.slice(0, 10)}.zip`);
    } catch (error) {
      onFailed(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-primary text-nowrap"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      <Download size={14} aria-hidden="true" className="me-1" />
      {busy ? t('privacy.exports.downloading') : t('privacy.exports.download')}
    </button>
  );
}

/** "Export their data" and the person's exports: state, size, expiry and the zip's SHA-256. */
export function ExportSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const toast = useToast();
  const { data, error } = useSubjectAccessExports(userId);
  const request = useRequestExport(userId);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const ask = async () => {
    try {
      await request.mutateAsync();
      toast.success(t('privacy.exports.requested'), t('privacy.exports.title'));
    } catch (caught) {
      toast.error(failureMessage(caught), t('privacy.exports.title'));
    }
  };

  const columns = useMemo((): ListColumn<SubjectAccessExport>[] => {
    const date = (value: string | null) => (value ? formatDate(value, locale) : '—');
    return [
      {
        id: 'requested',
        label: t('privacy.exports.columns.requested'),
        card: 'title',
        cell: (item) => (
          <>
            {date(item.requestedAt)}
            <span className="d-block small text-body-secondary fw-normal text-break">
              {t('privacy.exports.by', { name: item.requestedByName })}
            </span>
          </>
        ),
      },
      {
        id: 'status',
        label: t('privacy.exports.columns.status'),
        cell: (item) => (
          <span className={`badge ${STATUS_CLASS[item.status]}`}>
            {t(`privacy.exports.status.${item.status}`)}
          </span>
        ),
      },
      {
        id: 'size',
        label: t('privacy.exports.columns.size'),
        className: 'text-nowrap',
        cell: (item) => (item.sizeBytes === null ? '—' : formatSize(item.sizeBytes, locale)),
      },
      {
        id: 'expires',
        label: t('privacy.exports.columns.expires'),
        className: 'text-nowrap',
        cell: (item) => date(item.expiresAt),
      },
      {
        id: 'sha256',
        label: t('privacy.exports.columns.sha256'),
        cell: (item) =>
          item.sha256 ? (
            <Ltr>
              <code className="privacy-hash">{item.sha256}</code>
            </Ltr>
          ) : (
            '—'
          ),
      },
      {
        id: 'action',
        label: t('privacy.exports.columns.action'),
        hideLabel: true,
        card: 'actions',
        cell: (item) => <DownloadButton item={item} onFailed={setDownloadError} />,
      },
    ];
  }, [t, locale]);

  return (
    <section className="card" aria-labelledby="privacy-exports">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id="privacy-exports" className="h5 mb-0">
            {t('privacy.exports.title')}
          </h2>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void ask()}
            disabled={request.isPending}
          >
            {t('privacy.exports.request')}
          </button>
        </div>
        <p className="text-body-secondary">
          {t('privacy.exports.intro', { period: formatDays(EXPORT_LIFETIME_DAYS, locale) })}
        </p>
        <FailureAlert error={error} />
        <ErrorAlert message={downloadError} />
        {data && data.exports.length > 0 ? (
          <DataList
            caption={t('privacy.exports.caption')}
            items={data.exports}
            keyOf={(item) => item.id}
            columns={columns}
            tableClassName="table table-sm align-middle mb-0"
          />
        ) : null}
        {data && data.exports.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('privacy.exports.empty')}</p>
        ) : null}
      </div>
    </section>
  );
}
