import type { DocumentFinding, FindingParams } from '@docket/contract';
import { finding } from './finding.ts';
import type { MrzReading } from './mrz.ts';

/** What the zone says, only from fields whose check digit agreed; and which ones did not. */
export function mrzFindings(mrz: MrzReading | null, confidence: number | null): DocumentFinding[] {
  if (!mrz) return [];
  const findings: DocumentFinding[] = [];
  const trusted: FindingParams = { kind: mrz.kind };
  if (mrz.documentNumber) trusted.documentNumber = mrz.documentNumber;
  if (mrz.expiry) trusted.expiry = mrz.expiry;
  if (mrz.birthDate) trusted.birthDate = mrz.birthDate;
  if (Object.keys(trusted).length > 1) findings.push(finding('mrz', 'ok', trusted, confidence));
  if (mrz.failed.length > 0) {
    findings.push(finding('mrzInvalid', 'warn', { fields: mrz.failed.join(', ') }, confidence));
  }
  return findings;
}
