import type { CaseStage } from '@docket/contract';
import type { TFunction } from 'i18next';
import CircleCheck from 'lucide-react/icons/circle-check';
import FileClock from 'lucide-react/icons/file-clock';
import Hourglass from 'lucide-react/icons/hourglass';
import './stage-badge.css';

const STYLE = {
  WaitingForClient: { badge: 'text-bg-warning', Icon: FileClock },
  WithFirm: { badge: 'text-bg-info', Icon: Hourglass },
  Complete: { badge: 'text-bg-success', Icon: CircleCheck },
} as const;

/**
 * Where a case's documents stand, in words: the client reads "Waiting for documents from you",
 * staff "Waiting for documents from the client". The badge wraps between words on a narrow screen.
 */
export function StageBadge({ stage, isStaff, t }: { stage: CaseStage; isStaff: boolean; t: TFunction }) {
  const { badge, Icon } = STYLE[stage] ?? STYLE.WithFirm;
  return (
    <span className={`badge ${badge} stage-badge`}>
      <Icon size={12} aria-hidden="true" className="flex-shrink-0" />
      <span>{t(`checklist.stages.${isStaff ? 'staff' : 'client'}.${stage}`)}</span>
    </span>
  );
}
