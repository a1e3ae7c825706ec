import type { LoginResponse } from '@docket/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { unlock } from '@/lib/idle-lock';
import { safeReturnUrl } from '@/lib/return-url';
import { clearSession, startSession } from '@/lib/session';
import { revokeServerSession } from '../api/logout';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import type { LoginMode } from '../components/login-mode';
import { SessionEndedNotice } from '../components/session-ended-notice';

/** Where a fresh session goes: enrolment or a password change first when the firm's policy demands it. */
export function destinationAfterSignIn(response: LoginResponse, returnUrl: string): string {
  if (response.requiresMfaEnrolment)
    return `/account/enable-mfa?required=1&returnUrl=${encodeURIComponent(returnUrl)}`;
  if (response.mustChangePassword) return '/settings?tab=password&mustChange=1';
  return returnUrl;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnUrl = safeReturnUrl(search.get('returnUrl'));
  const [mode, setMode] = useState<LoginMode>('password');

  // The spec: opening the login screen clears local storage (device appearance settings survive).
  useEffect(() => {
    revokeServerSession();
    clearSession();
  }, []);

  const onSignedIn = (response: LoginResponse, rememberMe: boolean) => {
    if (!response.token || !response.refreshToken) return;
    startSession({ token: response.token, refreshToken: response.refreshToken }, rememberMe);
    unlock();
    navigate(destinationAfterSignIn(response, returnUrl), { replace: true });
  };

  return (
    <AuthCard
      titleKey="pages.login"
      heading={mode === 'password' ? t('login.heading') : t('login.verifyHeading')}
      subtitle={mode === 'password' ? t('login.subtitle') : undefined}
      footer={
        <p className="mb-0">
          {t('login.noAccount')} <Link to="/account/signup">{t('login.signupLink')}</Link>
        </p>
      }
    >
      <SessionEndedNotice />
      <LoginForm onSignedIn={onSignedIn} onModeChange={setMode} />
    </AuthCard>
  );
}

export { LoginPage as Component };
