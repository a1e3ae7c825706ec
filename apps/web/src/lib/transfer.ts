import type { ApiRoute } from '@docket/contract';
import { buildPath, type Data, failureOf, type Input, isSuccess, networkFailure } from './api-client';
import { ApiError } from './api-error';
import { getToken, refreshSession } from './session';

/**
 * Uploads and downloads: they show their own progress rather than the loading overlay, and read
 * bytes rather than the envelope, so they do not go through `call` but keep its rules (Bearer
 * token, one refresh on 401, ApiError with the failure's code).
 */

async function withOneRefresh<T extends { status: number }>(run: (token: string | null) => Promise<T>) {
  const token = getToken();
  const first = await run(token);
  if (first.status === 401 && token && (await refreshSession())) return run(getToken());
  return first;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

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
    response = await withOneRefresh((token) =>
      fetch(buildPath(endpoint.path, undefined, query), {
        headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
        credentials: 'same-origin',
        signal,
      }),
    );
  } catch (error) {
    networkFailure(error);
  }
  if (!response.ok) throw failureOf(response, parseJson(await response.text().catch(() => '')));
  return response.blob();
}

interface XhrResult {
  status: number;
  statusText: string;
  body: string;
}

function sendXhr(
  url: string,
  body: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, body: xhr.responseText });
    xhr.onerror = () => reject(new ApiError({ status: 0, offline: !navigator.onLine }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Posts one file as multipart field `file`, reporting progress from 0 to 1; resolves to the envelope's data. */
export async function uploadWithProgress(
  endpoint: ApiRoute<'uploadFile'>,
  file: File,
  options: Input<'uploadFile'> & { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Data<'uploadFile'>> {
  const url = buildPath(endpoint.path, undefined, options.query);
  const onProgress = options.onProgress ?? (() => {});
  const result = await withOneRefresh((token) => {
    const form = new FormData();
    form.append('file', file);
    return sendXhr(url, form, token, onProgress, options.signal);
  });
  const payload = parseJson(result.body);
  if (!isSuccess(result.status >= 200 && result.status < 300, payload)) {
    throw failureOf(result, payload);
  }
  onProgress(1);
  return payload.data as Data<'uploadFile'>;
}
