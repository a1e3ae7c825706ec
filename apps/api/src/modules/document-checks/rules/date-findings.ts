import type { DocumentFinding } from '@docket/contract';
import { dateMentions, documentDate, expiryDate, monthsBefore } from './dates.ts';
import { finding } from './finding.ts';
import type { MrzReading } from './mrz.ts';

/**
 * The document's date, whether it has expired and whether it is older than the item allows. An
 * expiry from the MRZ (its check digit agreed) is preferred to one read in the text; a date of
 * birth or of issue is never an expiry.
 */
export function dateFindings(
  text: string,
  mrz: MrzReading | null,
  today: string,
  maxAgeMonths: number | null,
  confidence: number | null,
): DocumentFinding[] {
  const findings: DocumentFinding[] = [];
  const mentions = dateMentions(text);
  const dated = documentDate(mentions);
  if (dated)
    findings.push(finding('documentDate', 'info', { date: dated.date, label: dated.role }, confidence));
  const expiry = mrz?.expiry ? { date: mrz.expiry, source: 'mrz' } : textExpiry(expiryDate(mentions));
  if (expiry && expiry.date < today) findings.push(finding('expired', 'warn', expiry, confidence));
  if (dated && maxAgeMonths !== null && dated.date < monthsBefore(today, maxAgeMonths)) {
    findings.push(finding('tooOld', 'warn', { date: dated.date, months: maxAgeMonths }, confidence));
  }
  return findings;
}

function textExpiry(date: string | null) {
  return date ? { date, source: 'text' } : null;
}
