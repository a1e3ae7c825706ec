import { AuditQuerySchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import type { AuditFilters } from '../api/get-audit-events';
import { ACTION_PREFIXES } from './action-label';
import { UserPicker } from './user-picker';

interface AuditFiltersFormProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

export const EMPTY_FILTERS: AuditFilters = { userId: '', caseId: '', action: '', from: '', to: '' };

// The dates the API takes (contract: date.outOfRange); a browser's date field allows year 0001.
const EARLIEST_DATE = '1900-01-01';
const LATEST_DATE = '9999-12-30';

/** A case number as people write it ("#42" too), as GetAuditEvents takes it. */
const caseNumber = (value: string) => value.trim().replace(/^#/, '');

/**
 * The filters as typed, checked by the API's own rules for each (AuditQuerySchema), each problem
 * said at its field: a case number, dates the database can compare, a range that runs forwards.
 */
function filtersSchema(t: TFunction) {
  return z
    .object({ userId: z.string(), caseId: z.string(), action: z.string(), from: z.string(), to: z.string() })
    .superRefine((filters, ctx) => {
      const caseId = caseNumber(filters.caseId);
      if (caseId && (!/^\d+$/.test(caseId) || !AuditQuerySchema.shape.caseId.safeParse(caseId).success))
        ctx.addIssue({ code: 'custom', path: ['caseId'], message: t('audit.filters.badCaseId') });
      if (!AuditQuerySchema.shape.action.safeParse(filters.action).success)
        ctx.addIssue({ code: 'custom', path: ['action'], message: 'field.tooLong' });
      for (const name of ['from', 'to'] as const) {
        if (filters[name] && !AuditQuerySchema.shape[name].safeParse(filters[name]).success)
          ctx.addIssue({ code: 'custom', path: [name], message: 'date.outOfRange' });
      }
      if (filters.from && filters.to && filters.from > filters.to)
        ctx.addIssue({ code: 'custom', path: ['to'], message: t('audit.filters.badRange') });
    });
}

/** What the log is narrowed to; applied together so each change is one request, not five. */
export function AuditFiltersForm({ filters, onApply }: AuditFiltersFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => filtersSchema(t), [t]);
  const form = useForm<AuditFilters>({ resolver: zodResolver(schema), defaultValues: filters });
  const { control, handleSubmit, register, reset } = form;

  const submit = handleSubmit((draft) =>
    onApply({ ...draft, caseId: caseNumber(draft.caseId), action: draft.action.trim() }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="mb-3" aria-label={t('audit.filters.label')}>
        <div className="row g-2 align-items-start">
          <div className="col-12 col-md-6 col-xl-3">
            <Controller
              control={control}
              name="userId"
              render={({ field }) => (
                <UserPicker label={t('audit.filters.user')} userId={field.value} onChange={field.onChange} />
              )}
            />
          </div>
          <FormField name="caseId" label={t('audit.filters.caseId')} className="col-6 col-md-3 col-xl-2">
            {(field) => <input {...field} inputMode="numeric" {...register('caseId')} />}
          </FormField>
          <FormField
            name="action"
            label={t('audit.filters.action')}
            hint={t('audit.filters.actionHint')}
            className="col-6 col-md-3 col-xl-2"
          >
            {(field) => (
              <>
                <input {...field} list={`${field.id}-prefixes`} {...register('action')} />
                <datalist id={`${field.id}-prefixes`}>
                  {ACTION_PREFIXES.map((prefix) => (
                    <option key={prefix} value={prefix} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          {(['from', 'to'] as const).map((name) => (
            <FormField
              key={name}
              name={name}
              label={t(`audit.filters.${name}`)}
              className="col-6 col-md-3 col-xl-2"
            >
              {(field) => (
                <input {...field} type="date" min={EARLIEST_DATE} max={LATEST_DATE} {...register(name)} />
              )}
            </FormField>
          ))}
        </div>
        <div className="d-flex gap-2 mt-2">
          <button type="submit" className="btn btn-primary">
            {t('audit.filters.apply')}
          </button>
          <button
            type="button"
            className="btn btn-light"
            onClick={() => {
              reset(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
          >
            {t('audit.filters.reset')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
