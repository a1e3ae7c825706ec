import { DASHBOARD_RANGES, type Dashboard } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import type { DashboardRange } from '../api/dashboard-query';
// The drawing code is 1 kB: loaded apart, it cost a round trip after the figures and moved the page.
import { CasesChart } from './cases-chart';

interface ChartCardProps {
  chart: Dashboard['chart'];
  range: DashboardRange;
  onRange: (range: DashboardRange) => void;
  loading: boolean;
}

/** The spec's chart with ALL, 1M, 6M and 1Y buttons: cases opened and closed over time. */
export function ChartCard({ chart, range, onRange, loading }: ChartCardProps) {
  const { t } = useTranslation();
  const empty = chart.points.every((point) => point.opened === 0 && point.closed === 0);
  return (
    <div className="card h-100 mb-0">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h6 mb-0" id="chart-heading">
            {t('dashboard.chart.heading')}
          </h2>
          <fieldset className="btn-group btn-group-sm" aria-label={t('dashboard.chart.rangeLabel')}>
            {DASHBOARD_RANGES.map((value) => (
              <button
                key={value}
                type="button"
                className={`btn ${value === range ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={value === range}
                onClick={() => onRange(value)}
              >
                {value}
                <span className="visually-hidden"> ({t(`dashboard.chart.ranges.${value}`)})</span>
              </button>
            ))}
          </fieldset>
        </div>
        <section aria-busy={loading} aria-labelledby="chart-heading" className="chart-area">
          {empty ? (
            <p className="text-body-secondary mb-0">{t('dashboard.chart.empty')}</p>
          ) : (
            <CasesChart points={chart.points} />
          )}
        </section>
      </div>
    </div>
  );
}
