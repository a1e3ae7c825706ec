import type { ChecklistVersion } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { FileActions } from '@/components/upload/file-actions';
import { FileName } from '@/components/upload/file-name';
import { formatDate } from '@/lib/format';
import { newestFirst } from './checklist-rules';
import { VersionChecks } from './version-checks';

/** Every upload to an item, newest first: who sent it and when, and what the firm decided on it. */
export function VersionHistory({
  versions,
  documentName,
}: {
  versions: ChecklistVersion[];
  documentName: string;
}) {
  const { t, i18n } = useTranslation();
  if (versions.length === 0) return null;
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <div className="mt-3">
      <h4 className="h6 small text-uppercase text-body-secondary mb-2">
        {t('cases.checklist.versions.heading', { count: versions.length })}
      </h4>
      <ol className="list-unstyled mb-0 checklist-versions">
        {newestFirst(versions).map((version, index) => (
          <li key={version.id} className="border-top py-2">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <FileName name={version.fileName} className="small" />
              {version.isCurrent ? (
                <span className="badge text-bg-primary">{t('cases.checklist.versions.current')}</span>
              ) : null}
              {version.reviewDecision ? (
                <span
                  className={`badge ${version.reviewDecision === 'Accept' ? 'text-bg-success' : 'text-bg-danger'}`}
                >
                  {t(`checklist.states.${version.reviewDecision === 'Accept' ? 'Accepted' : 'Rejected'}`)}
                </span>
              ) : null}
              <FileActions
                source={{ type: 'case-document', filePath: version.filePath }}
                fileName={version.fileName}
                contentType={version.contentType}
                label={t('cases.checklist.versions.fileOf', {
                  number: versions.length - index,
                  name: documentName,
                })}
              />
            </div>
            <div className="small text-body-secondary">
              {t('cases.checklist.versions.uploaded', {
                name: version.uploadedByName,
                date: date(version.uploadedAt),
              })}
            </div>
            {version.reviewedAt && version.reviewedByName ? (
              <div className="small text-body-secondary">
                {t('cases.checklist.versions.reviewed', {
                  name: version.reviewedByName,
                  date: date(version.reviewedAt),
                })}
                {version.reasonCode ? `: ${t(`checklist.reasons.${version.reasonCode}`)}` : null}
                {version.reason ? ` (${version.reason})` : null}
              </div>
            ) : null}
            <VersionChecks check={version.check} />
          </li>
        ))}
      </ol>
    </div>
  );
}
