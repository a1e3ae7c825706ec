import MailCheck from 'lucide-react/icons/mail-check';
import MailOpen from 'lucide-react/icons/mail-open';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoCard } from './info-card';

/**
 * The sign-up's "check your e-mail" step. Docket confirms an address by the set-password link it
 * e-mails, so "confirm mail" and "email verification" are both that step, told from two angles.
 */
export function CheckEmail({ variant }: { variant: 'confirmMail' | 'emailVerification' }) {
  const { t } = useTranslation();
  const isConfirm = variant === 'confirmMail';
  return (
    <InfoCard
      titleKey={isConfirm ? 'pages.confirmMail' : 'pages.emailVerification'}
      Icon={isConfirm ? MailCheck : MailOpen}
      heading={t(`demo.${variant}.heading`)}
    >
      <p>{t(`demo.${variant}.text`)}</p>
      <p className="text-body-secondary small">{t('account.spamHint')}</p>
      <div className="d-grid gap-2">
        <Link to="/account/login" className="btn btn-primary">
          {t('demo.backToLogin')}
        </Link>
        <Link to="/account/reset-password" className="btn btn-link">
          {t('demo.resendLink')}
        </Link>
      </div>
    </InfoCard>
  );
}
