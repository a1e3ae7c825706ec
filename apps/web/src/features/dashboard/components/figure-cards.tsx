import type { Dashboard } from '@docket/contract';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDot from 'lucide-react/icons/circle-dot';
import Clock from 'lucide-react/icons/clock';
import FileWarning from 'lucide-react/icons/file-exclamation-point';
import UserX from 'lucide-react/icons/user-x';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Figures = Dashboard['figures'];

const CARDS: { key: keyof Figures; Icon: typeof Clock; tone: string; query: string }[] = [
  { key: 'open', Icon: CircleDot, tone: 'success', query: 'status=Open' },
  { key: 'pending', Icon: Clock, tone: 'warning', query: 'status=Pending' },
  { key: 'closed', Icon: CircleCheck, tone: 'danger', query: 'status=Closed' },
  { key: 'awaitingDocuments', Icon: FileWarning, tone: 'info', query: 'filter=awaitingDocuments' },
  { key: 'unassigned', Icon: UserX, tone: 'secondary', query: 'filter=unassigned' },
];

/**
 * The case counts, each a link to the case list. The query names the subset so the list can
 * filter by it; a list that ignores it still shows every case the figure counts.
 */
export function FigureCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  return (
    <ul className="row g-3 list-unstyled mb-3" aria-label={t('dashboard.figures.label')}>
      {CARDS.map(({ key, Icon, tone, query }) => (
        <li key={key} className="col-6 col-md-4 col-xl">
          <Link to={`/cases?${query}`} className="card figure-card h-100 mb-0 text-decoration-none">
            <div className="card-body d-flex align-items-center gap-3">
              <span className={`figure-icon text-${tone}-emphasis bg-${tone}-subtle`} aria-hidden="true">
                <Icon size={20} />
              </span>
              <span>
                <span className="d-block h4 mb-0 text-body">{figures[key]}</span>
                <span className="d-block small text-body-secondary">{t(`dashboard.figures.${key}`)}</span>
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
