import { AddHolidayRequestSchema, GovUkBankHolidaysFileSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { isApiError } from '@/lib/api-error';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { formatDay } from '@/lib/format';
import {
  type Holiday,
  type HolidayChange,
  type HolidayFile,
  useAddHoliday,
  useDeleteHoliday,
  useImportHolidays,
} from '../api/key-dates';

type AddHolidayForm = z.input<typeof AddHolidayRequestSchema>;
const EMPTY: AddHolidayForm = { date: '', title: '' };

/** The holidays by year, oldest first, each year's days in order. */
function byYear(holidays: Holiday[]): Array<[string, Holiday[]]> {
  const years = new Map<string, Holiday[]>();
  for (const holiday of [...holidays].sort((a, b) => a.date.localeCompare(b.date))) {
    const year = holiday.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), holiday]);
  }
  return [...years];
}

/** The bank holidays of England and Wales by year, where each came from, each removable after a confirmation. */
export function HolidayList({
  holidays,
  onChange,
}: {
  holidays: Holiday[];
  onChange: (change: HolidayChange) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const toast = useToast();
  const remove = useDeleteHoliday();
  const [pending, setPending] = useState<Holiday | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      onChange(await remove.mutateAsync(pending.date));
    } catch (caught) {
      toast.error(failureMessage(caught), t('keyDateAdmin.holidays.title'));
    } finally {
      setPending(null);
    }
  };

  if (holidays.length === 0)
    return <p className="text-body-secondary mb-0">{t('keyDateAdmin.holidays.empty')}</p>;
  return (
    <>
      {byYear(holidays).map(([year, days]) => (
        <section key={year} aria-labelledby={`holidays-${year}`} className="mb-3">
          <h3 id={`holidays-${year}`} className="h6 mb-2">
            {year}
          </h3>
          <ul className="list-group" aria-labelledby={`holidays-${year}`}>
            {days.map((holiday) => (
              <li
                key={holiday.date}
                className="list-group-item key-date-admin-card d-flex flex-wrap align-items-center justify-content-between gap-2"
              >
                <div>
                  <div className="fw-semibold">{formatDay(holiday.date, locale)}</div>
                  <div>{holiday.title}</div>
                  <span className="badge text-bg-light border">
                    {t(`keyDateAdmin.holidays.source.${holiday.source}`)}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => setPending(holiday)}
                  aria-label={t('keyDateAdmin.holidays.removeDay', { date: formatDay(holiday.date, locale) })}
                >
                  {t('keyDateAdmin.holidays.remove')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        show={pending !== null}
        title={t('keyDateAdmin.holidays.removeTitle')}
        confirmLabel={t('keyDateAdmin.holidays.remove')}
        cancelLabel={t('keyDateAdmin.cancel')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <p className="mb-0">
          {pending
            ? t('keyDateAdmin.holidays.removeText', {
                date: formatDay(pending.date, locale),
                title: pending.title,
              })
            : null}
        </p>
      </ConfirmDialog>
    </>
  );
}

/** Add a day (one proclaimed at short notice): its date and name, the contract's rules. */
export function AddHolidayForm({ onChange }: { onChange: (change: HolidayChange) => void }) {
  const { t } = useTranslation();
  const add = useAddHoliday();
  const form = useForm<AddHolidayForm>({
    resolver: zodResolver(AddHolidayRequestSchema),
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const { register, handleSubmit, reset, setError } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async ({ date, title }) => {
    setFailure(null);
    try {
      onChange(await add.mutateAsync({ date, title: title.trim() }));
      reset(EMPTY);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'HOLIDAY_EXISTS') {
        setError('date', { type: 'server', message: failureMessage(caught) }, { shouldFocus: true });
      } else if (!showFieldErrors(caught, setError, ['date', 'title'])) {
        setFailure(failureMessage(caught));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="add-holiday-heading" className="mb-4">
        <h3 id="add-holiday-heading" className="h6">
          {t('keyDateAdmin.holidays.addTitle')}
        </h3>
        <div className="row g-2">
          <div className="col-sm-5">
            <FormField name="date" label={t('keyDateAdmin.holidays.date')} required className="mb-2">
              {(control) => <input {...control} type="date" {...register('date')} />}
            </FormField>
          </div>
          <div className="col-sm-7">
            <FormField name="title" label={t('keyDateAdmin.holidays.name')} required className="mb-2">
              {(control) => <input {...control} type="text" autoComplete="off" {...register('title')} />}
            </FormField>
          </div>
        </div>
        {failure ? (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t('keyDateAdmin.holidays.add')}
        </button>
      </form>
    </FormProvider>
  );
}

type Parsed = { file: HolidayFile } | { problem: string };

/** The file as gov.uk's bank-holidays.json, read in the browser; a problem in words when it is not. */
async function readHolidayFile(file: File, t: (key: string) => string): Promise<Parsed> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { problem: t('keyDateAdmin.import.notJson') };
  }
  const checked = GovUkBankHolidaysFileSchema.safeParse(json);
  return checked.success ? { file: checked.data } : { problem: t('errorCodes.HOLIDAY_FILE_INVALID') };
}

/** Import gov.uk's bank-holidays.json: read here, checked, and sent as the body; the answer's counts shown. */
export function ImportHolidaysForm({ onChange }: { onChange: (change: HolidayChange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const importing = useImportHolidays();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('keyDateAdmin.import.choose'));
      input.current?.focus();
      return;
    }
    const parsed = await readHolidayFile(file, t);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      input.current?.focus();
      return;
    }
    try {
      onChange(await importing.mutateAsync(parsed.file));
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (caught) {
      setProblem(failureMessage(caught));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="import-holidays-heading"
      className="mb-4"
    >
      <h3 id="import-holidays-heading" className="h6">
        {t('keyDateAdmin.import.title')}
      </h3>
      <div className="mb-2">
        <label htmlFor={id} className="form-label">
          {t('keyDateAdmin.import.file')}
        </label>
        <input
          key={inputKey}
          ref={input}
          id={id}
          type="file"
          accept=".json,application/json"
          className={`form-control${problem ? ' is-invalid' : ''}`}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <div id={`${id}-hint`} className="form-text">
          {t('keyDateAdmin.import.hint')}
        </div>
        {problem ? (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {problem}
          </div>
        ) : null}
      </div>
      <button type="submit" className="btn btn-outline-primary" disabled={importing.isPending}>
        {t('keyDateAdmin.import.submit')}
      </button>
    </form>
  );
}
