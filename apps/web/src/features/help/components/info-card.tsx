import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import '../help.css';

interface InfoCardProps {
  titleKey: string;
  Icon: LucideIcon;
  heading: string;
  children: ReactNode;
}

/** The card of the account-side information screens (check your e-mail, two-step verification). */
export function InfoCard({ titleKey, Icon, heading, children }: InfoCardProps) {
  usePageTitle(titleKey);
  return (
    <div className="card auth-card shadow-sm">
      <div className="card-body p-4 text-center">
        <span className="info-icon mb-3" aria-hidden="true">
          <Icon size={28} />
        </span>
        <h1 className="h4 mb-3" id="page-heading">
          {heading}
        </h1>
        {children}
      </div>
    </div>
  );
}
