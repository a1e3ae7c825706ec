import { AddEventRequestSchema, EVENT_KINDS, type EventKind } from '@docket/contract';
import { useId, useMemo, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { languageName, londonWallTimeToIso } from '@/lib/london-time';
import { type AddEventBody, useAddEvent } from '../api/events';

/** The languages interpreters are most often asked for at the firm, by code; their names come from Intl. */
export const INTERPRETER_LANGUAGES = [
  'ar',
  'am',
  'bn',
  'ckb',
  'fa',
  'fr',
  'ha',
  'kmr',
  'om',
  'pa',
  'prs',
  'ps',
  'ru',
  'so',
  'sq',
  'sw',
  'ta',
  'ti',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
] as const;

export interface AddAppointmentValues {
  kind: EventKind | '';
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  remoteLink: string;
  interpreterLanguage: string;
  interpreterDialect: string;
  interpreterBooked: boolean;
  clientVisible: boolean;
}

const EMPTY: AddAppointmentValues = {
  kind: '',
  title: '',
  startsAt: '',
  endsAt: '',
  location: '',
  remoteLink: '',
  interpreterLanguage: '',
  interpreterDialect: '',
  interpreterBooked: false,
  clientVisible: false,
};

const FIELDS = [
  'kind',
  'title',
  'startsAt',
  'endsAt',
  'location',
  'remoteLink',
  'interpreterLanguage',
  'interpreterDialect',
] as const;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request the form's values make: the times are London's wall times, sent with their offset. */
export function appointmentRequest(values: AddAppointmentValues, caseId: number) {
  const interpreter = orNull(values.interpreterLanguage);
  return {
    caseId,
    kind: values.kind,
    title: orNull(values.title),
    startsAt: londonWallTimeToIso(values.startsAt) ?? values.startsAt,
    endsAt: values.endsAt ? (londonWallTimeToIso(values.endsAt) ?? values.endsAt) : null,
    location: orNull(values.location),
    remoteLink: orNull(values.remoteLink),
    interpreterLanguage: interpreter,
    interpreterDialect: interpreter ? orNull(values.interpreterDialect) : null,
    interpreterBooked: interpreter ? values.interpreterBooked : false,
    clientVisible: values.clientVisible,
  };
}

/** Checks the request with the contract's schema; an empty kind or start is said as missing. */
const appointmentResolver: Resolver<AddAppointmentValues, { caseId: number }> = async (values, context) => {
  const result = AddEventRequestSchema.safeParse(appointmentRequest(values, context?.caseId ?? 0));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(FIELDS as readonly string[]).includes(field) || errors[field])
      continue;
    const empty = (field === 'kind' || field === 'startsAt') && values[field] === '';
    const message = empty
      ? 'field.required'
      : field === 'startsAt' || field === 'endsAt'
        ? issue.message === 'event.endsBeforeStart'
          ? issue.message
          : 'field.invalid'
        : field === 'remoteLink' && issue.code !== 'too_big'
          ? 'field.invalid'
          : issue.message;
    errors[field] = { type: issue.code, message };
  }
  return { values: {}, errors };
};

/** Add an appointment to the case: a hearing, an interview, a meeting, with its place and interpreter. */
export function AddAppointmentForm({ caseId, onDone }: { caseId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const toast = useToast();
  const headingId = useId();
  const ids = { booked: useId(), client: useId(), languages: useId() };
  const add = useAddEvent();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddAppointmentValues, { caseId: number }>({
    resolver: appointmentResolver,
    context: { caseId },
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, watch } = form;
  const interpreter = watch('interpreterLanguage').trim() !== '';
  const languages = useMemo(
    () =>
      INTERPRETER_LANGUAGES.map((code) => ({ code, name: languageName(code, language) })).sort((a, b) =>
        a.name.localeCompare(b.name, language),
      ),
    [language],
  );

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await add.mutateAsync(appointmentRequest(values, caseId) as AddEventBody);
      toast.success(t('appointments.add.done'), t('appointments.title'));
      form.reset(EMPTY);
      onDone();
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, [...FIELDS])) setError(failureMessage(caught));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={headingId}
        className="border-top pt-3"
      >
        <h4 id={headingId} className="h6">
          {t('appointments.add.heading')}
        </h4>
        <ErrorAlert message={error} />
        <FormField name="kind" label={t('appointments.add.kind')} required controlClass="form-select">
          {(control) => (
            <select {...control} {...register('kind')}>
              <option value="">{t('appointments.add.chooseKind')}</option>
              {EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`appointments.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="title" label={t('appointments.add.title')}>
          {(control) => <input {...control} type="text" maxLength={200} {...register('title')} />}
        </FormField>
        <div className="row g-2">
          <div className="col-sm-6">
            <FormField
              name="startsAt"
              label={t('appointments.add.startsAt')}
              hint={t('appointments.add.londonTime')}
              required
            >
              {(control) => <input {...control} type="datetime-local" {...register('startsAt')} />}
            </FormField>
          </div>
          <div className="col-sm-6">
            <FormField
              name="endsAt"
              label={t('appointments.add.endsAt')}
              hint={t('appointments.add.londonTime')}
            >
              {(control) => <input {...control} type="datetime-local" {...register('endsAt')} />}
            </FormField>
          </div>
        </div>
        <FormField name="location" label={t('appointments.add.location')}>
          {(control) => <input {...control} type="text" maxLength={300} {...register('location')} />}
        </FormField>
        <FormField
          name="remoteLink"
          label={t('appointments.add.remoteLink')}
          hint={t('appointments.add.remoteLinkHint')}
        >
          {(control) => (
            <input {...control} type="url" dir="ltr" maxLength={2000} {...register('remoteLink')} />
          )}
        </FormField>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('appointments.add.interpreter')}</legend>
          <FormField
            name="interpreterLanguage"
            label={t('appointments.add.interpreterLanguage')}
            controlClass="form-select"
          >
            {(control) => (
              <select {...control} {...register('interpreterLanguage')}>
                <option value="">{t('appointments.add.noInterpreter')}</option>
                {languages.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {interpreter ? (
            <>
              <FormField
                name="interpreterDialect"
                label={t('appointments.add.interpreterDialect')}
                hint={t('appointments.add.interpreterDialectHint')}
              >
                {(control) => (
                  <input {...control} type="text" maxLength={100} {...register('interpreterDialect')} />
                )}
              </FormField>
              <div className="form-check">
                <input
                  id={ids.booked}
                  type="checkbox"
                  className="form-check-input"
                  {...register('interpreterBooked')}
                />
                <label htmlFor={ids.booked} className="form-check-label">
                  {t('appointments.add.interpreterBooked')}
                </label>
              </div>
            </>
          ) : null}
        </fieldset>
        <div className="form-check mb-3">
          <input
            id={ids.client}
            type="checkbox"
            className="form-check-input"
            {...register('clientVisible')}
          />
          <label htmlFor={ids.client} className="form-check-label">
            {t('appointments.add.clientVisible')}
          </label>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {t('appointments.add.submit')}
          </button>
          <button type="button" className="btn btn-light" onClick={onDone}>
            {t('keyDates.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
