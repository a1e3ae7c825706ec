import { API, type ChecklistItem, type ChecklistVersion } from '@docket/contract';
import type { APIRequestContext } from '@playwright/test';
import { callApi, type Tokens } from './call';

/**
 * The labelled documents of the checks' bench (apps/api/bench/check-fixtures): real scans, phone
 * photos and PDFs whose findings are known, so a journey sends what a client would.
 */
export const checkFixture = (name: string) =>
  new URL(`../../../api/bench/check-fixtures/${name}`, import.meta.url).pathname;

/** The firm asks the client for one more document; answers the new checklist item. */
export async function requestDocument(
  request: APIRequestContext,
  staff: Tokens,
  caseId: number,
  documentName: string,
): Promise<ChecklistItem> {
  await callApi(request, API.requestDocument, { body: { caseId, documentName } }, staff);
  const checklist = await callApi(request, API.getCaseChecklist, { query: { id: caseId } }, staff);
  const item = checklist.items.find((candidate) => candidate.name === documentName);
  if (!item) throw new Error(`The checklist has no ${documentName} after the request`);
  return item;
}

/** The item's current version as the server answers it now, its check included. */
export async function currentVersionOf(
  request: APIRequestContext,
  tokens: Tokens,
  caseId: number,
  itemId: number,
): Promise<ChecklistVersion | undefined> {
  const checklist = await callApi(request, API.getCaseChecklist, { query: { id: caseId } }, tokens);
  return checklist.items.find((item) => item.id === itemId)?.versions.find((version) => version.isCurrent);
}
