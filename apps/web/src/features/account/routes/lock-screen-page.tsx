import { useNavigate, useSearchParams } from 'react-router';
import { unlock } from '@/lib/idle-lock';
import { usePageTitle } from '@/lib/page-title';
import { safeReturnUrl } from '@/lib/return-url';
import { LockScreenPanel } from '../components/lock-screen';

/** The template's lock-screen routes show the real lock screen; unlocking continues to returnUrl. */
export function LockScreenPage() {
  usePageTitle('pages.lockScreen');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnUrl = safeReturnUrl(search.get('returnUrl') ?? '/dashboard');
  return (
    <LockScreenPanel
      onUnlocked={() => {
        unlock();
        navigate(returnUrl, { replace: true });
      }}
    />
  );
}

export { LockScreenPage as Component };
