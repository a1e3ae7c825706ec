import type { CaseStatus } from '@docket/contract';
import type { TFunction } from 'i18next';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';

const STYLE = {
  Open: { badge: 'text-bg-success', Icon: CircleCheck },
  Closed: { badge: 'text-bg-danger', Icon: CircleX },
  Pending: { badge: 'text-bg-warning', Icon: Clock },
} as const;

/** Open success with a check, Closed danger with a close icon, Pending warning with a clock (spec 4). */
export function StatusBadge({ status, t }: { status: CaseStatus; t: TFunction }) {
  const { badge, Icon } = STYLE[status] ?? STYLE.Pending;
  return (
    <span className={`badge ${badge} d-inline-flex align-items-center gap-1`}>
      <Icon size={12} aria-hidden="true" />
      {t(`cases.statuses.${status}`)}
    </span>
  );
}
