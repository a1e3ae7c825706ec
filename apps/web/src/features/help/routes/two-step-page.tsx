import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoCard } from '../components/info-card';

/**
 * The code step of sign-in lives inside the login form, right after the password, and the password
 * is never kept anywhere else. A visit here therefore has no sign-in waiting for a code: the page
 * says what the step is and leads to the sign-in that asks for it.
 */
export function TwoStepPage() {
  const { t } = useTranslation();
  return (
    <InfoCard titleKey="pages.twoStepVerification" Icon={ShieldCheck} heading={t('demo.twoStep.heading')}>
      <p>{t('demo.twoStep.text')}</p>
      <p className="text-body-secondary small">{t('demo.twoStep.noPending')}</p>
      <div className="d-grid gap-2">
        <Link to="/account/login" className="btn btn-primary">
          {t('demo.twoStep.toLogin')}
        </Link>
      </div>
      <p className="small text-body-secondary mt-3 mb-0">{t('demo.twoStep.lostDevice')}</p>
    </InfoCard>
  );
}

export { TwoStepPage as Component };
