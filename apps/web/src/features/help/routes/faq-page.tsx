import { FILE_TYPES, UPLOAD_KINDS } from '@docket/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import '../help.css';

const DOCUMENT_KIND = UPLOAD_KINDS['case-document'];

/** "PDF, DOC, DOCX, JPG, PNG" and "25 MB" from the contract, so the page never disagrees with the upload. */
function acceptedFormats(): { formats: string; maxSize: string } {
  const formats = DOCUMENT_KIND.types.map((type) => FILE_TYPES[type].extensions[0].toUpperCase()).join(', ');
  return { formats, maxSize: `${Math.round(DOCUMENT_KIND.maxBytes / (1024 * 1024))} MB` };
}

const QUESTIONS = [
  'upload',
  'formats',
  'photos',
  'supportTypes',
  'whoSees',
  'follow',
  'fees',
  'access',
] as const;

/** Help for clients: uploading from a phone, accepted files, support types, who sees what, fees. */
export function FaqPage() {
  const { t } = useTranslation();
  usePageTitle('pages.faqs');
  const { hash } = useLocation();
  const values = acceptedFormats();

  // /pages/pricing arrives at #fees: that answer opens and scrolls into view.
  useEffect(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: 'start' });
      target.querySelector('summary')?.focus();
    }
  }, [hash]);

  return (
    <section aria-labelledby="page-heading" className="faq-page">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('help.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('help.intro')}</p>
      </div>
      <div className="card">
        <div className="card-body">
          {QUESTIONS.map((question) => (
            <details key={question} id={question} className="faq-item">
              <summary className="faq-question">{t(`help.questions.${question}.q`)}</summary>
              <div className="faq-answer">
                {question === 'supportTypes' ? (
                  <dl className="mb-0">
                    {(['nass', 'self', 'family'] as const).map((type) => (
                      <div key={type} className="mb-2">
                        <dt>{t(`supportTypes.${type}`)}</dt>
                        <dd className="mb-0">{t(`help.supportTypes.${type}`)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className="mb-0">{t(`help.questions.${question}.a`, values)}</p>
                )}
              </div>
            </details>
          ))}
        </div>
      </div>
      <p className="mt-3">
        {t('help.moreHelp')} <Link to="/cases">{t('help.toCases')}</Link>
      </p>
    </section>
  );
}

export { FaqPage as Component };
