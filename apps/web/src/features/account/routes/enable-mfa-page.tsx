import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/failure-alert';
import { failureMessage } from '@/lib/error-messages';
import { safeReturnUrl } from '@/lib/return-url';
import { useGenerateRecoveryCodes } from '../api/generate-recovery-codes';
import { useMfaSetup } from '../api/get-mfa';
import { signOut } from '../api/logout';
import { AuthCard } from '../components/auth-card';
import { MfaEnrolForm } from '../components/mfa-enrol-form';
import { RecoveryCodesView } from '../components/recovery-codes-view';

/**
 * The way out of the set-up: back where the person came from; or, when the firm requires two-step
 * verification of her role and nothing else is open to her, signing out.
 */
function WayBack({ required, returnUrl }: { required: boolean; returnUrl: string }) {
  const { t } = useTranslation();
  if (required) {
    return (
      <div className="mt-4 border-top pt-3">
        <p className="small text-body-secondary">{t('mfa.requiredNote')}</p>
        <button type="button" className="btn btn-outline-secondary" onClick={signOut}>
          {t('mfa.signOut')}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-4 border-top pt-3">
      <Link to={returnUrl === '/' ? '/settings' : returnUrl} className="btn btn-outline-secondary">
        {t('mfa.notNow')}
      </Link>
    </div>
  );
}

/** Two-step verification enrolment, then the recovery codes, shown this once. */
export function EnableMfaPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const returnUrl = safeReturnUrl(search.get('returnUrl'));
  // Sent here at sign-in because the firm's policy asks it of the person's role (login-page.tsx).
  const required = search.get('required') === '1';
  const setup = useMfaSetup();
  const generate = useGenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onEnabled = async () => {
    try {
      setCodes(await generate.mutateAsync());
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };

  return (
    <AuthCard
      titleKey="pages.enableMfa"
      heading={t('mfa.heading')}
      subtitle={codes ? undefined : t('mfa.subtitle')}
    >
      <ErrorAlert message={error ?? (setup.error ? failureMessage(setup.error) : null)} />
      {codes ? (
        <RecoveryCodesView codes={codes}>
          <Link to={returnUrl} className="btn btn-primary">
            {t('mfa.continue')}
          </Link>
        </RecoveryCodesView>
      ) : setup.data && !error ? (
        <MfaEnrolForm setup={setup.data} onEnabled={() => void onEnabled()} />
      ) : null}
      {error && !codes ? (
        <Link to="/settings" className="btn btn-outline-primary">
          {t('mfa.toSettings')}
        </Link>
      ) : null}
      {codes || error ? null : <WayBack required={required} returnUrl={returnUrl} />}
    </AuthCard>
  );
}

export { EnableMfaPage as Component };
