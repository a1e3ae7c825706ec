import type { DocumentFinding } from '@docket/contract';
import type { RulesInput } from '../check-types.ts';

/** Every rule over one document's extraction: advice with its reasons (decision 039). */
export function runRules(_input: RulesInput): DocumentFinding[] {
  // PLACEHOLDER until the rules land (being written now; see decision 039).
  return [];
}
