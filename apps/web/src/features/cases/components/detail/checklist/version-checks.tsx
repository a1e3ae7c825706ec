import type { DocumentCheck, FindingTone } from '@docket/contract';
import CircleCheck from 'lucide-react/icons/circle-check';
import Hourglass from 'lucide-react/icons/hourglass';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { findingText } from './finding-text';

const TONE_ICON = { ok: CircleCheck, warn: TriangleAlert, info: Info } satisfies Record<FindingTone, unknown>;

/**
 * A version's automatic check for the firm, under an honest title: each finding a chip with its
 * reason. The tone is said three ways (a word for screen readers, an icon's shape, a colour), never by
 * colour alone. A check that could not run says so plainly: it is not the document's fault.
 */
export function VersionChecks({ check }: { check: DocumentCheck | null }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (!check) return null;
  const waiting = check.status === 'queued' || check.status === 'running';
  return (
    <div className="version-checks mt-1">
      <p id={titleId} className="small fw-semibold mb-1">
        {t('documentChecks.heading')}
      </p>
      {waiting ? (
        <p className="small text-body-secondary mb-0 d-flex align-items-center gap-1">
          <Hourglass size={14} aria-hidden="true" />
          {t('documentChecks.checking')}
        </p>
      ) : null}
      {check.status === 'failed' ? (
        <p className="small text-body-secondary mb-0">{t('documentChecks.failed')}</p>
      ) : null}
      {check.status === 'done' && check.findings.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('documentChecks.nothing')}</p>
      ) : null}
      {check.status === 'done' && check.findings.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-labelledby={titleId}>
          {check.findings.map((finding, index) => {
            const Icon = TONE_ICON[finding.tone];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: findings are a fixed list, and a code may repeat
              <li key={index} className={`check-chip is-${finding.tone}`}>
                <Icon size={14} aria-hidden="true" className="flex-shrink-0" />
                <span>
                  <span className="visually-hidden">{t(`documentChecks.tones.${finding.tone}`)} </span>
                  {findingText(t, i18n.language, finding)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
