import { ErasePersonRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { ErrorAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { ltrText } from '@/components/ltr';
import { isApiError } from '@/lib/api-error';
import { failureMessage, translateErrorCode } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { formatSize } from '@/lib/units';
import { type ErasurePreview, useErasePerson } from '../api/privacy';

const EraseFormSchema = ErasePersonRequestSchema.pick({ reason: true, confirmation: true });
type EraseForm = z.input<typeof EraseFormSchema>;
type PreviewCase = ErasurePreview['cases'][number];

const OUTCOME_CLASS: Record<PreviewCase['outcome'], string> = {
  erase: 'text-bg-danger',
  anonymise: 'text-bg-warning',
  blocked: 'text-bg-secondary',
};

/** Each of the person's cases and what the erasure would do to it, with the reason one blocks it. */
function PreviewCases({ cases }: { cases: PreviewCase[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const columns = useMemo(
    (): ListColumn<PreviewCase>[] => [
      {
        id: 'case',
        label: t('privacy.columns.case'),
        card: 'title',
        cell: (item) => (
          <>
            <Link to={`/case/${item.caseId}`} aria-label={t('privacy.caseNumber', { id: item.caseId })}>
              #{item.caseId}
            </Link>{' '}
            <span className="text-break">{item.caseTypeName}</span>
          </>
        ),
      },
      {
        id: 'status',
        label: t('privacy.columns.status'),
        cell: (item) => t(`cases.statuses.${item.status}`),
      },
      {
        id: 'closed',
        label: t('privacy.columns.closedOn'),
        className: 'text-nowrap',
        cell: (item) => (item.closedAt ? formatDate(item.closedAt, locale) : '—'),
      },
      {
        id: 'outcome',
        label: t('privacy.columns.outcome'),
        cell: (item) => (
          <>
            <span className={`badge ${OUTCOME_CLASS[item.outcome]}`}>
              {t(`privacy.erase.outcomes.${item.outcome}`)}
            </span>
            {item.block ? (
              <span className="d-block small text-body-secondary mt-1">
                {t(`privacy.erase.blocks.${item.block}`)}
              </span>
            ) : null}
          </>
        ),
      },
    ],
    [t, locale],
  );
  return (
    <DataList
      caption={t('privacy.erase.casesCaption')}
      items={cases}
      keyOf={(item) => item.caseId}
      columns={columns}
      tableClassName="table table-sm align-middle mb-0"
    />
  );
}

/**
 * "Erase this person": what the erasure would do first, then the reason and the person's e-mail
 * typed again. The button stays disabled while an open case or a legal hold blocks it.
 */
export function ErasureSection({ preview }: { preview: ErasurePreview }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const erase = useErasePerson();
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const form = useForm<EraseForm>({
    resolver: zodResolver(EraseFormSchema),
    defaultValues: { reason: '', confirmation: '' },
    mode: 'onTouched',
  });
  const blocked = !preview.canErase;
  const underWay = started || preview.pending;

  const submit = form.handleSubmit(async (values) => {
    if (blocked || underWay || erase.isPending) return;
    setError(null);
    try {
      await erase.mutateAsync({ userId: preview.person.id, ...values });
      setStarted(true);
    } catch (caught) {
      // A mistyped address belongs at its field, where the person typed it.
      if (isApiError(caught) && caught.code === 'ERASURE_CONFIRMATION_WRONG') {
        form.setError(
          'confirmation',
          { type: 'server', message: translateErrorCode(caught) },
          { shouldFocus: true },
        );
        return;
      }
      if (!showFieldErrors(caught, form.setError, ['reason', 'confirmation']))
        setError(failureMessage(caught));
    }
  });

  const counts: [string, string][] = [
    [t('privacy.counts.documents'), String(preview.documents)],
    [t('privacy.counts.files'), `${preview.files} (${formatSize(preview.bytes, locale)})`],
    [t('privacy.counts.sessions'), String(preview.sessions)],
  ];

  return (
    <section className="card" aria-labelledby="privacy-erase">
      <div className="card-body">
        <h2 id="privacy-erase" className="h5">
          {t('privacy.erase.title')}
        </h2>
        <p className="text-body-secondary">{t('privacy.erase.intro')}</p>
        {preview.cases.length > 0 ? (
          <PreviewCases cases={preview.cases} />
        ) : (
          <p className="text-body-secondary">{t('privacy.erase.noCases')}</p>
        )}
        <h3 className="h6 mt-3">{t('privacy.erase.whatGoes')}</h3>
        <dl className="privacy-counts mb-3">
          {counts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {underWay ? (
          <div className="alert alert-info mb-0" role="status">
            {t('privacy.erase.underWay')}
          </div>
        ) : (
          <>
            {blocked ? (
              <div className="alert alert-secondary" role="status">
                {t('privacy.erase.blocked')}
              </div>
            ) : null}
            <div className="alert alert-warning">{t('privacy.erase.warning')}</div>
            <ErrorAlert message={error} />
            <FormProvider {...form}>
              <form onSubmit={(event) => void submit(event)} noValidate>
                <FormField
                  name="reason"
                  label={t('privacy.erase.reason')}
                  hint={t('privacy.erase.reasonHint')}
                  required
                >
                  {(control) => (
                    <textarea {...control} rows={3} disabled={blocked} {...form.register('reason')} />
                  )}
                </FormField>
                <FormField
                  name="confirmation"
                  label={t('privacy.erase.confirmation', { email: ltrText(preview.person.email) })}
                  required
                >
                  {(control) => (
                    <input
                      {...control}
                      type="email"
                      dir="ltr"
                      autoComplete="off"
                      disabled={blocked}
                      {...form.register('confirmation')}
                    />
                  )}
                </FormField>
                <button type="submit" className="btn btn-danger" disabled={blocked || erase.isPending}>
                  {t('privacy.erase.submit')}
                </button>
              </form>
            </FormProvider>
          </>
        )}
      </div>
    </section>
  );
}
