import { type DocumentFinding, readabilityFindings } from '@docket/contract';
import type { RulesInput } from '../check-types.ts';
import { dateFindings } from './date-findings.ts';
import { duplicateTextFindings } from './duplicate-text.ts';
import { finding } from './finding.ts';
import { textState } from './gate.ts';
import { kindFindings } from './kind.ts';
import { mrzKind, mrzLines, readMrz } from './mrz.ts';
import { mrzFindings } from './mrz-findings.ts';
import { nameFindings } from './name.ts';
import { pageFindings } from './pages.ts';

/**
 * Every rule over one document's extraction: advice with its reasons (decision 039), in a stable
 * order: the photo's pixels, whether the text could be read, then what the text says (kind, MRZ,
 * date, expiry, age, name, pages, duplicate). Under the confidence gate the text says nothing.
 */
export function runRules(input: RulesInput): DocumentFinding[] {
  const { extraction } = input;
  const findings = extraction.metrics ? readabilityFindings(extraction.metrics) : [];
  const text = extraction.pages.map((page) => page.text).join('\n');
  const state = textState(extraction, text);
  const confidence = extraction.confidence;
  switch (state.state) {
    case 'noText':
      return [...findings, finding('noText', 'info', {}, confidence)];
    case 'unreadable':
      return [
        ...findings,
        finding('unreadable', 'warn', { confidence: rounded(state.confidence) }, confidence),
      ];
    case 'readable':
      findings.push(finding('readable', 'ok', { confidence: rounded(state.confidence) }, confidence));
      break;
    case 'trusted':
      break;
  }
  const mrz = readMrz(text, input.today);
  findings.push(
    ...kindFindings(text, mrzKind(mrzLines(text)), input.expectedKind, confidence),
    ...mrzFindings(mrz, confidence),
    ...dateFindings(text, mrz, input.today, input.maxAgeMonths, confidence),
    ...nameFindings(text, input.clientName, confidence),
    ...pageFindings(text, extraction.pageCount, confidence),
    ...duplicateTextFindings(text, input.others, confidence),
  );
  return findings;
}

function rounded(confidence: number | null): number | null {
  return confidence === null ? null : Math.round(confidence);
}
