import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { FailureAlert } from '@/components/failure-alert';
import { type LegalHoldAction, LegalHoldDialog } from '@/components/form/legal-hold-dialog';
import { usePageTitle } from '@/lib/page-title';
import { formatDays } from '@/lib/units';
import { useSessionUser } from '@/lib/use-session';
import { PRIVACY_KEY, usePrivacyOverview } from '../api/privacy';
import { DueSoonList, ErasuresList, HeldList, ScheduleList } from '../components/overview-lists';
import '../privacy.css';

/** Retention, legal holds, erasures and the housekeeping schedule, for administrators (decision 041). */
export function PrivacyPage() {
  const isAdmin = useSessionUser()?.role === 'Admin';
  return isAdmin ? (
    <PrivacyOverview />
  ) : (
    <AdminOnlyScreen titleKey="privacy.title" messageKey="privacy.adminOnly" />
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5">
          {title}
        </h2>
        {intro ? <p className="text-body-secondary">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="text-body-secondary mb-0">{text}</p>;
}

function PrivacyOverview() {
  const { t, i18n } = useTranslation();
  usePageTitle('privacy.title');
  const client = useQueryClient();
  const { data, error, isPending } = usePrivacyOverview();
  const [hold, setHold] = useState<{ action: LegalHoldAction; caseId: number; label: string } | null>(null);
  const onHold = useCallback(
    (item: { caseId: number; caseTypeName: string }) =>
      setHold({ action: 'place', caseId: item.caseId, label: `#${item.caseId} ${item.caseTypeName}` }),
    [],
  );
  const onLift = useCallback(
    (item: { caseId: number; caseTypeName: string }) =>
      setHold({ action: 'lift', caseId: item.caseId, label: `#${item.caseId} ${item.caseTypeName}` }),
    [],
  );

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('privacy.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('privacy.intro')}</p>
        <p className="mb-0 mt-1">
          <Link to="/user-list">{t('privacy.personHint')}</Link>
        </p>
      </div>
      <FailureAlert error={error} />
      {isPending ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
      {data ? (
        <div className="d-grid gap-3">
          <Section
            id="privacy-due"
            title={t('privacy.dueSoon.title', {
              period: formatDays(data.days, i18n.resolvedLanguage ?? 'en'),
            })}
            intro={t('privacy.dueSoon.intro')}
          >
            {data.dueSoon.length > 0 ? (
              <DueSoonList items={data.dueSoon} onHold={onHold} />
            ) : (
              <Empty text={t('privacy.dueSoon.empty')} />
            )}
          </Section>
          <Section id="privacy-held" title={t('privacy.held.title')}>
            {data.held.length > 0 ? (
              <HeldList items={data.held} onLift={onLift} />
            ) : (
              <Empty text={t('privacy.held.empty')} />
            )}
          </Section>
          <Section id="privacy-erasures" title={t('privacy.erasures.title')}>
            {data.recentErasures.length > 0 ? (
              <ErasuresList items={data.recentErasures} />
            ) : (
              <Empty text={t('privacy.erasures.empty')} />
            )}
          </Section>
          <Section
            id="privacy-schedule"
            title={t('privacy.schedule.title')}
            intro={t('privacy.schedule.intro')}
          >
            {data.schedule.length > 0 ? (
              <ScheduleList items={data.schedule} />
            ) : (
              <Empty text={t('privacy.schedule.empty')} />
            )}
          </Section>
        </div>
      ) : null}
      <LegalHoldDialog
        caseId={hold?.caseId ?? null}
        action={hold?.action ?? 'place'}
        caseLabel={hold?.label ?? ''}
        onClose={() => setHold(null)}
        onDone={() => void client.invalidateQueries({ queryKey: PRIVACY_KEY })}
      />
    </section>
  );
}

export { PrivacyPage as Component };
