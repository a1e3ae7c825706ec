import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import { useHydrated } from '@/lib/use-hydrated';

interface AuthCardProps {
  titleKey: string;
  heading: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every anonymous account screen sits in: heading, a line of context, the form. */
export function AuthCard({ titleKey, heading, subtitle, children, footer }: AuthCardProps) {
  usePageTitle(titleKey);
  // SECURITY: the page is shown from its HTML before its script runs (decision 042); a form sent
  // then would be the browser's own GET, the password in the address. Its fields wait for it.
  const hydrated = useHydrated();
  return (
    <>
      <div className="card auth-card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h4 mb-1" id="page-heading">
            {heading}
          </h1>
          {subtitle ? <p className="text-body-secondary mb-4">{subtitle}</p> : <div className="mb-3" />}
          <fieldset disabled={!hydrated}>{children}</fieldset>
        </div>
      </div>
      {footer ? <div className="text-center mt-3">{footer}</div> : null}
    </>
  );
}
