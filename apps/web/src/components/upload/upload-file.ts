import { RESUMABLE_UPLOADS_PATH, type UploadResult } from '@docket/contract';
import type { DetailedError } from 'tus-js-client';
import { ApiError } from '@/lib/api-error';
import { failureOf, isEnvelope, isSuccess, parseJson } from '@/lib/api-request';
import { getSessionUser, getToken, sessionEndReasonOf } from '@/lib/session';
import { sessionRetry, withSessionToken } from '@/lib/token-refresh';
import type { FileUploadKind } from './file-rules';

/** A staged upload: the server's opaque key and the original name, claimed by a later save. */
export interface UploadedFile {
  filePath: string;
  fileName: string;
}

export type UploadFn = (
  kind: FileUploadKind,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<UploadedFile>;

/**
 * Bytes per PATCH. On a weak 3G uplink (some 750 kbit/s) one takes about four seconds, so a drop
 * costs at most that much again; a 25 MB document is some 70 requests (decision 035).
 */
export const CHUNK_BYTES = 384 * 1024;

/**
 * Waits before each new attempt when a request fails: at once, then more slowly, for some five
 * minutes in all, so that a phone that loses its signal for a while carries on by itself.
 */
const RETRY_DELAYS_MS = [
  0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 30_000, 30_000, 60_000, 60_000, 60_000,
];

const abortError = () => new DOMException('Upload cancelled', 'AbortError');

/** Why the server ended the session, from a refused request's body. */
function reasonIn(body: string) {
  const payload = parseJson(body);
  return sessionEndReasonOf(isEnvelope(payload) ? payload.params : undefined);
}

/** A failure as the rest of the app knows them: the envelope's code when the server answered. */
function failureFrom(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response || response.getStatus() === 0)
    return new ApiError({ status: 0, offline: !navigator.onLine, cause: error });
  return failureOf({ status: response.getStatus(), statusText: '' }, parseJson(response.getBody()));
}

function stagedFile(status: number, body: string): UploadedFile {
  const payload = parseJson(body);
  if (!isSuccess(status >= 200 && status < 300, payload))
    throw failureOf({ status, statusText: '' }, payload);
  const stored = (payload.data as UploadResult).content[0];
  if (!stored) throw new Error('The upload answer has no file');
  return { filePath: stored.filePath, fileName: stored.fileName };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The answer of an upload finished while the client was not listening: its last PATCH's answer
 * was lost, and the HEAD that followed found it whole. The server keeps that answer at the
 * upload's address for some minutes (decision 035), and says 423 while it is still checking the
 * file; that, and a connection that drops, are asked again on the PATCHes' schedule.
 */
async function keptAnswer(url: string, signal: AbortSignal): Promise<UploadedFile> {
  const ask = (token: string | null) =>
    fetch(url, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal,
    }).then(
      (answer) => ({ status: answer.status, response: answer as Response | null }),
      () => ({ status: 0, response: null }),
    );
  for (let attempt = 0; ; attempt++) {
    const { response } = await withSessionToken(ask, async ({ response: refused }) =>
      reasonIn((await refused?.clone().text()) ?? ''),
    );
    if (signal.aborted) throw abortError();
    const delay = RETRY_DELAYS_MS[attempt];
    const again = response === null || response.status === 423 || response.status >= 500;
    if (again && delay !== undefined) {
      await pause(delay, signal);
      continue;
    }
    if (!response) throw new ApiError({ status: 0, offline: !navigator.onLine });
    return stagedFile(response.status, await response.text());
  }
}

/**
 * Sends a file with the tus protocol, in PATCHes of CHUNK_BYTES, so that a connection lost part
 * way costs only the chunk in flight: the upload carries on from the server's offset, after a
 * reload too, since the upload's address is kept in localStorage under the file's fingerprint
 * (and removed once it is done). The finished upload answers as Uploadfile does.
 */
export const uploadFile: UploadFn = async (kind, file, onProgress, signal) => {
  // Loaded with the first upload, not with every screen that shows an upload control.
  const { Upload } = await import('tus-js-client');
  if (signal.aborted) throw abortError();
  const user = getSessionUser()?.userId ?? 'anonymous';
  return new Promise<UploadedFile>((resolve, reject) => {
    // A token that ran out during a long upload is renewed as for every other request.
    const session = sessionRetry();
    let sentToken: string | null = null;
    let sendAgain = false;
    const upload = new Upload(file, {
      endpoint: `${window.location.origin}${RESUMABLE_UPLOADS_PATH}?kind=${kind}`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type },
      // One person's unfinished upload is never offered to another who signs in on the same phone.
      fingerprint: async (picked) =>
        ['docket-upload', user, kind, picked.name, picked.type, picked.size, picked.lastModified].join('::'),
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (req) => {
        sentToken = getToken();
        if (sentToken) req.setHeader('Authorization', `Bearer ${sentToken}`);
      },
      onAfterResponse: async (_req, res) => {
        sendAgain = await session.again(res.getStatus(), sentToken, () => reasonIn(res.getBody()));
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401) return sendAgain;
        // No answer (the signal is gone, even with the phone offline), or one worth asking again.
        return status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
      },
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: ({ lastResponse }) => {
        // The last PATCH answers with the staged file; a HEAD that found the upload already whole
        // (that PATCH's answer was lost on the way) has no body, and the answer is asked for.
        const body = lastResponse.getBody();
        const answer = body
          ? Promise.resolve().then(() => stagedFile(lastResponse.getStatus(), body))
          : keptAnswer(upload.url ?? '', signal);
        answer.then(resolve, reject);
      },
      onError: (error) => reject(failureFrom(error)),
    });
    signal.addEventListener(
      'abort',
      () => {
        // A cancel ends the upload on the server too; offline, the sweep removes it a day later.
        upload.abort(true).catch(() => {});
        reject(abortError());
      },
      { once: true },
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous[0];
        if (last) upload.resumeFromPreviousUpload(last);
        if (!signal.aborted) upload.start();
      })
      .catch((error: unknown) => reject(error));
  });
};
