import type { Envelope } from '@docket/contract';
import { buildPath } from './api-client';
import { ApiError } from './api-error';
import { getToken, refreshSession } from './session';

/**
 * Uploads and downloads: they show their own progress rather than the loading overlay, so they
 * bypass apiRequest but keep its rules (Bearer token, one refresh on 401, ApiError on failure).
 */
type Query = Record<string, string | number | boolean | undefined>;

async function withOneRefresh<T extends { status: number }>(run: (token: string | null) => Promise<T>) {
  const token = getToken();
  const first = await run(token);
  if (first.status === 401 && token && (await refreshSession())) return run(getToken());
  return first;
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && 'success' in value
      ? (value as Envelope<unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Fetches a file as a Blob, e.g. an avatar for an object URL (an <img> cannot send the token).
 * `headers` carries what a path reads from headers (DownloadFile's filePath).
 */
export async function downloadBlob(
  path: string,
  query?: Query,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Blob> {
  let response: Response;
  try {
    response = await withOneRefresh((token) =>
      fetch(buildPath(path, undefined, query), {
        headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
        credentials: 'same-origin',
        signal,
      }),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, offline: !navigator.onLine, cause: error });
  }
  if (!response.ok) {
    const envelope = parseEnvelope(await response.text().catch(() => ''));
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      responseMessage: envelope?.responseMessage,
    });
  }
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
export async function uploadWithProgress<T>(
  path: string,
  file: File,
  options: { query?: Query; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  const url = buildPath(path, undefined, options.query);
  const onProgress = options.onProgress ?? (() => {});
  const result = await withOneRefresh((token) => {
    const form = new FormData();
    form.append('file', file);
    return sendXhr(url, form, token, onProgress, options.signal);
  });
  const envelope = parseEnvelope(result.body);
  if (result.status < 200 || result.status >= 300 || !envelope?.success) {
    throw new ApiError({
      status: result.status,
      statusText: result.statusText,
      responseMessage: envelope?.responseMessage,
      errors: envelope?.errors,
    });
  }
  onProgress(1);
  return envelope.data as T;
}
