import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Ltr } from '@/components/ltr';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { type Rule, useVerifyRule } from '../api/key-dates';

/** The reader's language's label of a rule, English where a label were missing. */
export function ruleLabel(rule: Rule, language: string | undefined): string {
  return rule.label[(language ?? 'en') as keyof Rule['label']] ?? rule.label.en ?? rule.key;
}

/**
 * The deadline rules as administrators check them: each with its period in words, what starts it,
 * who must act, its citation and note, and who verified it and when, or a clear "Not verified"
 * with the button that records a solicitor's check (after a confirmation saying what it means).
 */
export function RuleList({ rules }: { rules: Rule[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const verify = useVerifyRule();
  const [pending, setPending] = useState<Rule | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      await verify.mutateAsync(pending.key);
      toast.success(t('keyDateAdmin.rules.verified'), t('keyDateAdmin.rules.title'));
    } catch (caught) {
      toast.error(failureMessage(caught), t('keyDateAdmin.rules.title'));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <ul className="list-unstyled mb-0 d-grid gap-3" aria-label={t('keyDateAdmin.rules.title')}>
        {rules.map((rule) => (
          <RuleCard key={rule.key} rule={rule} onVerify={() => setPending(rule)} />
        ))}
      </ul>
      <ConfirmDialog
        show={pending !== null}
        title={t('keyDateAdmin.rules.confirmTitle', {
          label: pending ? ruleLabel(pending, i18n.resolvedLanguage) : '',
        })}
        confirmLabel={t('keyDateAdmin.rules.confirm')}
        cancelLabel={t('keyDateAdmin.cancel')}
        busy={verify.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <p className="mb-2">{t('keyDateAdmin.rules.confirmText')}</p>
        {pending ? (
          <p className="mb-0 small text-break">
            <Ltr>{pending.citation.text}</Ltr>
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function RuleCard({ rule, onVerify }: { rule: Rule; onVerify: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const period =
    rule.amount === null
      ? t('keyDateAdmin.rules.unit.date_in_notice')
      : t(`keyDateAdmin.rules.unit.${rule.unit}`, { count: rule.amount });
  const verified = rule.verifiedBy !== null && rule.verifiedAt !== null;
  return (
    <li className={`card data-card key-date-admin-card mb-0${verified ? '' : ' rule-unverified'}`}>
      <div className="card-body p-3">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <h3 className="h6 mb-0">{ruleLabel(rule, locale)}</h3>
          <div className="d-flex flex-wrap gap-1">
            {rule.informational ? (
              <span className="badge text-bg-info">{t('keyDateAdmin.rules.informational')}</span>
            ) : null}
            {verified ? (
              <span className="badge text-bg-success">{t('keyDateAdmin.rules.verifiedBadge')}</span>
            ) : (
              <span className="badge text-bg-warning">{t('keyDateAdmin.rules.notVerified')}</span>
            )}
          </div>
        </div>
        <dl className="row mb-2 small">
          <dt className="col-sm-4">{t('keyDateAdmin.rules.period')}</dt>
          <dd className="col-sm-8">
            {period}
            {rule.cutOffLocalTime ? (
              <>
                {' · '}
                {t('keyDateAdmin.rules.cutOff', { time: rule.cutOffLocalTime })}
              </>
            ) : null}
          </dd>
          <dt className="col-sm-4">{t('keyDateAdmin.rules.trigger')}</dt>
          <dd className="col-sm-8">{t(`keyDateAdmin.rules.triggers.${rule.trigger}`)}</dd>
          <dt className="col-sm-4">{t('keyDateAdmin.rules.obligation')}</dt>
          <dd className="col-sm-8">{t(`keyDateAdmin.rules.obligations.${rule.obligationOf}`)}</dd>
          <dt className="col-sm-4">{t('keyDateAdmin.rules.nonWorkingEnd')}</dt>
          <dd className="col-sm-8">{t(`keyDateAdmin.rules.nonWorkingEnds.${rule.nonWorkingEnd}`)}</dd>
          <dt className="col-sm-4">{t('keyDateAdmin.rules.citation')}</dt>
          <dd className="col-sm-8">
            <a href={rule.citation.url} target="_blank" rel="noopener noreferrer" className="text-break">
              <Ltr>{rule.citation.text}</Ltr>
              <span className="visually-hidden"> {t('keyDateAdmin.rules.newTab')}</span>
            </a>
          </dd>
          {rule.note ? (
            <>
              <dt className="col-sm-4">{t('keyDateAdmin.rules.note')}</dt>
              <dd className="col-sm-8 text-break" lang="en">
                {rule.note}
              </dd>
            </>
          ) : null}
        </dl>
        {verified ? (
          <p className="mb-0 small text-success-emphasis">
            {t('keyDateAdmin.rules.verifiedBy', {
              name: rule.verifiedBy,
              date: formatDate(rule.verifiedAt ?? '', locale),
            })}
          </p>
        ) : (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <p className="mb-0 small fw-semibold">{t('keyDateAdmin.rules.notVerifiedText')}</p>
            <button type="button" className="btn btn-sm btn-primary" onClick={onVerify}>
              {t('keyDateAdmin.rules.verify')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
