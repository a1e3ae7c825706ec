import type { ApiRoute } from '@docket/contract';
import {
  buildPath,
  failureOf,
  type Input,
  isEnvelope,
  networkFailure,
  parseJson,
  readJson,
} from './api-request';
import { sessionEndReasonOf } from './session';
import { withSessionToken } from './token-refresh';

/**
 * Downloads: they read bytes rather than the envelope and show no loading overlay, so they do not
 * go through `call` but keep its rules (Bearer token renewed by the token refresh, ApiError with
 * the failure's code). Uploads go through components/upload (resumable, tus).
 */

const reasonIn = (payload: unknown) => sessionEndReasonOf(isEnvelope(payload) ? payload.params : undefined);

type Download = 'downloadFile' | 'getExampleFile' | 'downloadSubjectAccessExport';

/**
 * Fetches a file as a Blob, e.g. for an object URL (a plain link cannot send the token), with the
 * query and headers the endpoint reads (DownloadFile's filePath header).
 */
export async function downloadBlob<N extends Download>(
  endpoint: ApiRoute<N>,
  input: Input<N>,
  signal?: AbortSignal,
): Promise<Blob> {
  const { query, headers = {} } = input as { query?: object; headers?: Record<string, string> };
  let response: Response;
  try {
    response = await withSessionToken(
      (token) =>
        fetch(buildPath(endpoint.path, undefined, query), {
          headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
          credentials: 'same-origin',
          signal,
        }),
      async (refused) => reasonIn(await readJson(refused.clone())),
    );
  } catch (error) {
    networkFailure(error);
  }
  if (!response.ok) throw failureOf(response, parseJson(await response.text().catch(() => '')));
  return response.blob();
}
