import type { DocumentFinding, FindingCode, FindingParams, FindingTone } from '@docket/contract';

/** One finding, with the confidence of the text it came from (null for pixels or a text layer). */
export function finding(
  code: FindingCode,
  tone: FindingTone,
  params: FindingParams,
  confidence: number | null,
): DocumentFinding {
  return { code, tone, params, confidence };
}
