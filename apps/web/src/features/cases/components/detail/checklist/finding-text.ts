import { DOCUMENT_KINDS, type DocumentFinding, type DocumentKind } from '@docket/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/format';

type Params = DocumentFinding['params'];

const text = (value: Params[string] | undefined) =>
  value === null || value === undefined ? '' : String(value);
const isKind = (value: unknown): value is DocumentKind => DOCUMENT_KINDS.includes(value as DocumentKind);

/** A 0–1 share or a 0–100 figure, as a whole percentage. */
const percent = (value: Params[string] | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n <= 1 ? n * 100 : n) : '';
};

/**
 * A finding as the solicitor reads it, with the cue that produced it: "Looks like a bank statement
 * (sort code, statement period)", "Dated 31 Jul 2026: older than 3 months". Dates in the reader's
 * language; the cues are the document's own words.
 */
export function findingText(t: TFunction, language: string, finding: DocumentFinding): string {
  const p = finding.params;
  const day = (value: Params[string] | undefined) => (value ? formatDay(String(value), language) : '');
  const kind = (value: Params[string] | undefined) =>
    isKind(value) ? t(`documentChecks.kindPhrases.${value}`) : text(value);
  const cues = text(p.cues) ? ` (${text(p.cues)})` : '';
  const key = `documentChecks.findings.${finding.code}`;
  switch (finding.code) {
    case 'readable':
    case 'unreadable':
      return t(key, { confidence: Math.round(Number(p.confidence ?? finding.confidence ?? 0)) });
    case 'tooSmall':
      return t(key, { width: text(p.width), height: text(p.height) });
    case 'kindMatches':
      return t(key, { kind: kind(p.found), cues });
    case 'kindDiffers':
      return t(key, { kind: kind(p.found), expected: kind(p.expected), cues });
    case 'documentDate':
      return t(key, { date: day(p.date), label: text(p.label) ? ` (${text(p.label)})` : '' });
    case 'expired':
      return t(p.source === 'mrz' ? 'documentChecks.findings.expiredMrz' : key, { date: day(p.date) });
    case 'tooOld':
      return t(key, { date: day(p.date), count: Number(p.months) });
    case 'mrz': {
      const details = [
        p.documentNumber ? t('documentChecks.findings.mrzNumber', { number: text(p.documentNumber) }) : null,
        p.expiry ? t('documentChecks.findings.mrzExpiry', { date: day(p.expiry) }) : null,
      ].filter(Boolean);
      return t(key, { details: details.length > 0 ? `: ${details.join(', ')}` : '' });
    }
    case 'nameClose':
    case 'namePartial':
      return t(key, { found: text(p.found) });
    case 'pagesMissing':
      return t(key, { missing: text(p.missing), total: text(p.total) });
    case 'duplicateFile':
      return t(key, { date: day(p.uploadedAt) });
    case 'duplicateText':
      return t(key, { fileName: text(p.fileName), similarity: percent(p.similarity) });
    default:
      return t(key);
  }
}
