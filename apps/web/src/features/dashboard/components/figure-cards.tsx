import type { Dashboard } from '@docket/contract';
import CalendarX from 'lucide-react/icons/calendar-x';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDot from 'lucide-react/icons/circle-dot';
import Clock from 'lucide-react/icons/clock';
import FileClock from 'lucide-react/icons/file-clock';
import FileWarning from 'lucide-react/icons/file-exclamation-point';
import FileSearch from 'lucide-react/icons/file-search';
import UserX from 'lucide-react/icons/user-x';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Figures = Dashboard['figures'];
type Card = { key: keyof Figures; Icon: typeof Clock; tone: string; query: string };

const CARDS: Card[] = [
  { key: 'open', Icon: CircleDot, tone: 'success', query: 'status=Open' },
  { key: 'pending', Icon: Clock, tone: 'warning', query: 'status=Pending' },
  { key: 'closed', Icon: CircleCheck, tone: 'danger', query: 'status=Closed' },
  { key: 'awaitingDocuments', Icon: FileWarning, tone: 'info', query: 'filter=awaitingDocuments' },
  { key: 'unassigned', Icon: UserX, tone: 'secondary', query: 'filter=unassigned' },
];

/** The staff's work queues (a client has none), each a link to the case list's queue. */
const QUEUE_CARDS: Card[] = [
  { key: 'awaitingMyReview', Icon: FileSearch, tone: 'primary', query: 'queue=awaitingMyReview' },
  { key: 'waitingForClient', Icon: FileClock, tone: 'warning', query: 'queue=waitingForClient' },
  { key: 'overdue', Icon: CalendarX, tone: 'danger', query: 'queue=overdue' },
];

/**
 * The case counts, each a link to the case list. The query names the subset so the list can
 * filter by it; a list that ignores it still shows every case the figure counts. The work queues
 * come first. Staff only: a client's home is her cases (client-home.tsx).
 */
export function FigureCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  return (
    <>
      <CardList cards={QUEUE_CARDS} figures={figures} label={t('dashboard.figures.queues')} wide />
      <CardList cards={CARDS} figures={figures} label={t('dashboard.figures.label')} />
    </>
  );
}

function CardList({
  cards,
  figures,
  label,
  wide = false,
}: {
  cards: Card[];
  figures: Figures;
  label: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="row g-3 list-unstyled mb-3" aria-label={label}>
      {cards.map(({ key, Icon, tone, query }) => (
        <li key={key} className={wide ? 'col-12 col-sm-4' : 'col-6 col-md-4 col-xl'}>
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
