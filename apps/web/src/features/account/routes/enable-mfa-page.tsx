import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/failure-alert';
import { failureMessage } from '../../../lib/error-messages';
import { safeReturnUrl } from '../../../lib/return-url';
import { useGenerateRecoveryCodes } from '../api/generate-recovery-codes';
import { useMfaSetup } from '../api/get-mfa';
import { AuthCard } from '../components/auth-card';
import { MfaEnrolForm } from '../components/mfa-enrol-form';
import { RecoveryCodesView } from '../components/recovery-codes-view';

/** Two-step verification enrolment, then the recovery codes, shown this once. */
export function EnableMfaPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const returnUrl = safeReturnUrl(search.get('returnUrl'));
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
    </AuthCard>
  );
}
