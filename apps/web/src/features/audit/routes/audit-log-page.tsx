import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { pageRange } from '@/components/data-table/page-range';
import { PaginationBar } from '@/components/data-table/pagination-bar';
import { FailureAlert } from '@/components/failure-alert';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
import { type AuditFilters, useAuditEvents } from '../api/get-audit-events';
import { AuditFiltersForm } from '../components/audit-filters-form';
import { AuditTable } from '../components/audit-table';
import '../audit.css';

const PAGE_SIZE = 50;
const FILTER_NAMES = ['userId', 'caseId', 'action', 'from', 'to'] as const;

/** The audit log for administrators: who did what, when and from where; filters live in the address. */
export function AuditLogPage() {
  const isAdmin = useSessionUser()?.role === 'Admin';
  return isAdmin ? <AuditLog /> : <AdminOnlyScreen titleKey="audit.title" messageKey="audit.adminOnly" />;
}

function AuditLog() {
  const { t } = useTranslation();
  usePageTitle('audit.title');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as AuditFilters;
  const { data, error, isPending, isPlaceholderData } = useAuditEvents({
    ...filters,
    pageNo: page,
    pageSize: PAGE_SIZE,
  });

  const apply = (next: AuditFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name]) search.set(name, next[name]);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: true });
  };

  const range = data ? pageRange(data.currentPage, data.pageSize, data.totalItems) : null;

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('audit.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('audit.intro')}</p>
      </div>
      <FailureAlert error={error} />
      <div className="card">
        <div className="card-body">
          <AuditFiltersForm filters={filters} onApply={(next) => apply(next)} />
          <div aria-busy={isPending || isPlaceholderData}>
            {data && data.items.length > 0 ? <AuditTable events={data.items} /> : null}
            {data && data.items.length === 0 ? (
              <p className="text-body-secondary my-3">{t('audit.empty')}</p>
            ) : null}
            {isPending ? <p className="text-body-secondary my-3">{t('common.loading')}</p> : null}
          </div>
          {data && range ? (
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
              <p className="mb-0 text-body-secondary" aria-live="polite">
                {t('audit.showing', { ...range, total: data.totalItems })}
              </p>
              <PaginationBar
                page={data.currentPage}
                totalPages={data.totalPages}
                onPage={(next) => apply(filters, next)}
                labels={{
                  nav: t('audit.pagination'),
                  first: t('audit.firstPage'),
                  previous: t('audit.previousPage'),
                  next: t('audit.nextPage'),
                  last: t('audit.lastPage'),
                  page: (number) => t('audit.page', { page: number }),
                }}
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export { AuditLogPage as Component };
