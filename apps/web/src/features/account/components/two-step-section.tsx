import { type CurrentUser, DisableAuthenticatorRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { useDisableAuthenticator } from '../api/disable-authenticator';
import { useGenerateRecoveryCodes } from '../api/generate-recovery-codes';
import { CurrentPasswordField } from './password-fields';
import { RecoveryCodesView } from './recovery-codes-view';

const DisableFormSchema = z.object({
  password: DisableAuthenticatorRequestSchema.shape.password,
  code: z.string().trim().min(1, 'mfaCode.required').pipe(DisableAuthenticatorRequestSchema.shape.code),
});

function SubmitOrCancel({
  label,
  danger = false,
  pending,
  onCancel,
}: {
  label: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={pending}>
        {label}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('settings.cancel')}
      </button>
    </div>
  );
}

function TurnOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const call = useDisableAuthenticator();
  const form = useForm({
    resolver: zodResolver(DisableFormSchema),
    defaultValues: { password: '', code: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await call.mutateAsync(values);
      toast.success(t('twoStep.turnedOff'));
      onDone();
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, ['password', 'code'])) toast.error(failureMessage(caught));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="border rounded p-3 mt-3">
        <p>{t('twoStep.turnOffIntro')}</p>
        <CurrentPasswordField field={form.register('password')} />
        <FormField name="code" label={t('login.mfaCode')} required>
          {(control) => (
            <input
              {...control}
              {...form.register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
            />
          )}
        </FormField>
        <SubmitOrCancel label={t('twoStep.turnOff')} danger pending={call.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}

const RegenerateFormSchema = z.object({ password: DisableAuthenticatorRequestSchema.shape.password });

/** New recovery codes replace the old ones, so the password is asked again (the server insists). */
function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const generate = useGenerateRecoveryCodes();
  const form = useForm({
    resolver: zodResolver(RegenerateFormSchema),
    defaultValues: { password: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      onCodes(await generate.mutateAsync(password));
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, ['password'])) toast.error(failureMessage(caught));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="border rounded p-3 mt-3">
        <p>{t('twoStep.regenerateIntro')}</p>
        <CurrentPasswordField field={form.register('password')} />
        <SubmitOrCancel label={t('twoStep.regenerate')} pending={generate.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}

/** Two-step verification in Settings: turn on (enrolment screen), turn off, or new recovery codes. */
export function TwoStepSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'turnOff' | 'regenerate' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setOpen(null);

  return (
    <section className="card" aria-labelledby="two-step-heading">
      <div className="card-body">
        <h2 id="two-step-heading" className="h5 d-flex align-items-center gap-2">
          {user.isMFAEnabled ? (
            <ShieldCheck size={20} aria-hidden="true" className="text-success" />
          ) : (
            <ShieldOff size={20} aria-hidden="true" className="text-body-secondary" />
          )}
          {t('twoStep.heading')}
        </h2>
        {user.isMFAEnabled ? (
          <>
            <p className="mb-1">{t('twoStep.on')}</p>
            <p className="text-body-secondary small">
              {t('twoStep.codesLeft', { count: user.recoveryCodesLeft })}
            </p>
            {codes ? (
              <RecoveryCodesView codes={codes}>
                <button type="button" className="btn btn-primary" onClick={() => setCodes(null)}>
                  {t('twoStep.savedCodes')}
                </button>
              </RecoveryCodesView>
            ) : (
              <div className="d-flex flex-wrap gap-2">
                {open === null ? (
                  <>
                    <button
                      type="button"
                      className="btn btn-outline-primary"
                      onClick={() => setOpen('regenerate')}
                    >
                      {t('twoStep.regenerate')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-danger"
                      onClick={() => setOpen('turnOff')}
                    >
                      {t('twoStep.turnOff')}
                    </button>
                  </>
                ) : null}
              </div>
            )}
            {open === 'turnOff' ? <TurnOffForm onDone={close} onCancel={close} /> : null}
            {open === 'regenerate' && !codes ? (
              <RegenerateForm
                onCodes={(fresh) => {
                  setCodes(fresh);
                  close();
                }}
                onCancel={close}
              />
            ) : null}
          </>
        ) : (
          <>
            <p>{t('twoStep.off')}</p>
            <Link to="/account/enable-mfa?returnUrl=%2Fsettings" className="btn btn-primary">
              {t('twoStep.turnOn')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
