import type { Dashboard } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { formatPeriod, labelStep, niceMax } from './chart-scale';

type Point = Dashboard['chart']['points'][number];

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/**
 * Cases opened and closed per period as grouped bars, drawn as plain SVG (no chart library: this
 * is the only chart in the product). Screen readers get the same numbers as a table.
 */
export function CasesChart({ points }: { points: Point[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const top = niceMax(Math.max(0, ...points.flatMap((p) => [p.opened, p.closed])));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(points.length, 1);
  const bar = Math.max(1, Math.min(16, slot * 0.35));
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const step = labelStep(points.length);
  const ticks = [0, 1, 2, 3, 4].map((i) => (top / 4) * i);

  return (
    <figure className="mb-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="cases-chart" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart-label">
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const centre = PAD.left + slot * index + slot / 2;
          return (
            <g key={point.period}>
              <rect
                x={centre - bar - 1}
                y={y(point.opened)}
                width={bar}
                height={PAD.top + plotH - y(point.opened)}
                className="chart-opened"
              />
              <rect
                x={centre + 1}
                y={y(point.closed)}
                width={bar}
                height={PAD.top + plotH - y(point.closed)}
                className="chart-closed"
              />
              {index % step === 0 ? (
                <text x={centre} y={HEIGHT - 8} textAnchor="middle" className="chart-label">
                  {formatPeriod(point.period, locale)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="d-flex gap-3 small mt-2">
        <span>
          <span className="chart-key chart-opened" aria-hidden="true" /> {t('dashboard.chart.opened')}
        </span>
        <span>
          <span className="chart-key chart-closed" aria-hidden="true" /> {t('dashboard.chart.closed')}
        </span>
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('dashboard.chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.period')}</th>
            <th scope="col">{t('dashboard.chart.opened')}</th>
            <th scope="col">{t('dashboard.chart.closed')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.period}>
              <th scope="row">{formatPeriod(point.period, locale)}</th>
              <td>{point.opened}</td>
              <td>{point.closed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
