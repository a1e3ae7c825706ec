import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { usePageTitle } from '@/lib/page-title';
import { routeId } from '@/lib/route-id';
import { useCase } from '../api/get-case';
import { useCaseChecklist } from '../api/get-case-checklist';
import { isNeeded } from '../components/detail/checklist/checklist-rules';
import '../cases.css';

/**
 * What a client sees once her case is sent (the GOV.UK confirmation pattern): that it arrived,
 * its number, and what happens next: who reviews it, how she will hear, what is still needed.
 */
export function CaseSubmittedPage() {
  const { t } = useTranslation();
  usePageTitle('pages.caseSubmitted');
  const id = routeId(useParams().id) ?? 0;
  const { data: detail, error } = useCase(id);
  const { data: checklist } = useCaseChecklist(id);
  // What the case still needs from her, by the checklist's own rule (as her home counts it).
  const needed = checklist?.items.filter(isNeeded) ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  // The page replaces the wizard: a screen reader starts at the news, not at the top of the shell.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="page-heading" className="case-submitted">
      <div className="case-submitted-panel card mb-4">
        <div className="card-body">
          <h1
            id="page-heading"
            ref={heading}
            tabIndex={-1}
            className="h4 mb-2 d-flex align-items-center gap-2"
          >
            <CircleCheck size={28} aria-hidden="true" className="flex-shrink-0" />
            {t('cases.submitted.heading')}
          </h1>
          <p className="mb-0">
            {detail
              ? t('cases.submitted.number', { id, caseTypeName: detail.caseTypeName })
              : t('cases.submitted.numberOnly', { id })}
          </p>
        </div>
      </div>
      <FailureAlert error={error} />
      <h2 className="h5">{t('cases.submitted.nextHeading')}</h2>
      <ol className="case-submitted-steps mb-4">
        <li>
          {detail?.solicitorName
            ? t('cases.submitted.reviewBy', { name: detail.solicitorName })
            : t('cases.submitted.reviewByFirm')}
        </li>
        <li>{t('cases.submitted.hear')}</li>
        <li>
          {checklist && needed.length === 0 ? (
            t('cases.submitted.nothingNeeded')
          ) : checklist ? (
            <>
              {t('cases.submitted.stillNeeded', { count: needed.length })}
              <ul className="mt-1">
                {needed.map((item) => (
                  <li key={item.id} className="text-break">
                    {item.name}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            t('common.loading')
          )}
        </li>
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Link to={`/case/${id}`} className="btn btn-primary">
          {t('cases.submitted.viewCase')}
        </Link>
        <Link to="/dashboard" className="btn btn-link">
          {t('cases.submitted.home')}
        </Link>
      </div>
    </section>
  );
}

export { CaseSubmittedPage as Component };
