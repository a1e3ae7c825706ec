import { API, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '@/components/upload/upload-file';
import { testUpload } from '@/test/fixtures';
import { answer, answerFile, fail, failureEnvelope, respond, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { call } from './api-client';
import { downloadBlob } from './download';
import { setNavigator } from './navigation';
import { REFRESH_TOKEN_KEY, sessionEndNote, startSession, TOKEN_KEY } from './session';
import { refreshSession, startSilentRefresh } from './token-refresh';

const navigate = vi.fn();
let stopSilent: () => void = () => {};

beforeEach(() => setNavigator(navigate));
afterEach(() => {
  stopSilent();
  navigate.mockReset();
});

const expired = () => validToken({ exp: Math.floor(Date.now() / 1000) - 60 });

/** RefreshToken held until `release`, so that whoever asks meanwhile asks while it is in flight. */
function heldRefresh(fresh: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = respond(API.refreshToken, async ({ headers }, reply) => {
    await gate;
    return headers.refreshtoken === 'r-1'
      ? reply.ok({ token: fresh, refreshToken: 'r-2' })
      : reply.fail('SESSION_ENDED', { params: { reason: 'ended' } });
  });
  return { handler, release };
}

describe('refreshSession', () => {
  it('sends the refresh token in its header, without the access token, and keeps the new pair', async () => {
    const fresh = validToken({ FullName: 'Fresh' });
    localStorage.setItem(TOKEN_KEY, expired());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    server.use(answer(API.refreshToken, { token: fresh, refreshToken: 'r-2' }));

    await expect(refreshSession()).resolves.toBe(true);
    const [request] = sent(API.refreshToken);
    expect(request?.path).toBe('/api/Authentication/RefreshToken');
    // The header the contract names (header names are not case-sensitive; servers read them in lower case).
    expect(request?.headers.refreshtoken).toBe('r-1');
    expect(request?.token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    // Each refresh token works once: the rotated one replaces it, in the same storage.
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('asks nothing without a refresh token', async () => {
    await expect(refreshSession()).resolves.toBe(false);
    expect(sent(API.refreshToken)).toEqual([]);
  });

  it('makes concurrent callers share one refresh (a refresh token works only once)', async () => {
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    const { handler, release } = heldRefresh(validToken());
    server.use(handler);

    const calls = [refreshSession(), refreshSession(), refreshSession()];
    await vi.waitFor(() => expect(sent(API.refreshToken)).toHaveLength(1));
    release();
    await expect(Promise.all(calls)).resolves.toEqual([true, true, true]);
    expect(sent(API.refreshToken)).toHaveLength(1);
    // Once settled, the next refresh is a new one, with the rotated token.
    server.use(answer(API.refreshToken, { token: validToken(), refreshToken: 'r-3' }));
    await refreshSession();
    expect(sent(API.refreshToken).map((request) => request.headers.refreshtoken)).toEqual(['r-1', 'r-2']);
  });

  it('keeps a remembered session in local storage across rotations', async () => {
    startSession({ token: validToken(), refreshToken: 'r-remember' }, true);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-remember');
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    server.use(answer(API.refreshToken, { token: validToken(), refreshToken: 'r-rotated' }));
    await refreshSession();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-rotated');
  });

  it('answers false when the server refuses the refresh token (used, revoked or expired)', async () => {
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-used');
    server.use(fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'ended' } }));
    await expect(refreshSession()).resolves.toBe(false);
    expect(sent(API.refreshToken)).toHaveLength(1);
  });

  it('answers false on a server failure, which ends nothing by itself', async () => {
    localStorage.setItem(TOKEN_KEY, expired());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    server.use(fail(API.refreshToken, 'OVERLOADED'));
    await expect(refreshSession()).resolves.toBe(false);
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('one refresh for everything that meets an expired token', () => {
  it('two calls, a download, a resumable upload and the timer at once make one RefreshToken request', async () => {
    const fresh = validToken({ FullName: 'Fresh' });
    const stale = expired();
    localStorage.setItem(TOKEN_KEY, stale);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    const { handler, release } = heldRefresh(fresh);
    const refused = failureEnvelope('SESSION_ENDED', { reason: 'expired' });
    server.use(
      handler,
      respond(API.getCases, ({ token }, reply) =>
        token === fresh ? reply.ok([]) : reply.fail('SESSION_ENDED', { params: { reason: 'expired' } }),
      ),
      respond(API.getSolicitors, ({ token }, reply) =>
        token === fresh ? reply.ok([]) : reply.fail('SESSION_ENDED', { params: { reason: 'expired' } }),
      ),
      http.get(API.downloadFile.path, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${fresh}`
          ? undefined
          : HttpResponse.json(refused, { status: 401 }),
      ),
      answerFile(API.downloadFile, '%PDF-1.4', 'application/pdf'),
      // Only a fresh token creates an upload; otherwise the mock tus server below takes it.
      http.post(RESUMABLE_UPLOADS_PATH, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${fresh}`
          ? undefined
          : HttpResponse.json(refused, { status: 401, headers: { 'Tus-Resumable': '1.0.0' } }),
      ),
      answer(API.uploadFile, testUpload('case-document/letter-key', 'letter.pdf')),
    );

    const letter = new File(['%PDF-1.4 a letter'], 'letter.pdf', { type: 'application/pdf' });
    const work = Promise.all([
      call(API.getCases),
      call(API.getSolicitors),
      downloadBlob(API.downloadFile, { headers: { filepath: 'case-document/x' } }),
      uploadFile('case-document', letter, () => {}, new AbortController().signal),
    ]);
    // The timer finds the token run out and renews it at once, while the others wait for theirs.
    stopSilent = startSilentRefresh();
    await vi.waitFor(() => expect(sent(API.refreshToken)).toHaveLength(1));
    await vi.waitFor(() => {
      expect(sent(API.getCases)).toHaveLength(1);
      expect(sent(API.getSolicitors)).toHaveLength(1);
    });
    release();

    const [cases, solicitors, file, upload] = await work;
    expect([cases, solicitors]).toEqual([[], []]);
    expect(await file.text()).toBe('%PDF-1.4');
    expect(upload).toEqual({ filePath: 'case-document/letter-key', fileName: 'letter.pdf' });
    expect(sent(API.refreshToken)).toHaveLength(1);
    expect(sent(API.getCases).map((request) => request.token)).toEqual([stale, fresh]);
    expect(sent(API.uploadFile)[0]?.token).toBe(fresh);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session once when the refresh is refused, saying the refusal’s reason', async () => {
    localStorage.setItem(TOKEN_KEY, expired());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    server.use(
      fail(API.getCases, 'SESSION_ENDED', { params: { reason: 'expired' } }),
      fail(API.getSolicitors, 'SESSION_ENDED', { params: { reason: 'expired' } }),
      http.get(API.downloadFile.path, () =>
        HttpResponse.json(failureEnvelope('SESSION_ENDED', { reason: 'expired' }), { status: 401 }),
      ),
      fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'locked' } }),
    );

    const outcomes = await Promise.allSettled([
      call(API.getCases),
      call(API.getSolicitors),
      downloadBlob(API.downloadFile, { headers: { filepath: 'case-document/x' } }),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(sent(API.refreshToken)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/account/login');
    expect(sessionEndNote()).toBe('locked');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('the timer that renews the token ahead of its end', () => {
  it('renews a token that ran out while the app was closed as soon as the app opens', async () => {
    const fresh = validToken();
    localStorage.setItem(TOKEN_KEY, expired());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r-remembered');
    server.use(answer(API.refreshToken, { token: fresh, refreshToken: 'r-next' }));

    stopSilent = startSilentRefresh();

    await vi.waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh));
    expect(sent(API.refreshToken).map((request) => request.headers.refreshtoken)).toEqual(['r-remembered']);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-next');
  });

  it('ends the session with the server’s reason when the refresh is refused', async () => {
    localStorage.setItem(TOKEN_KEY, expired());
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    server.use(fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'passwordChanged' } }));

    stopSilent = startSilentRefresh();

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/login'));
    expect(sessionEndNote()).toBe('passwordChanged');
    expect(sent(API.refreshToken)).toHaveLength(1);
  });

  it.each(['OVERLOADED', 'RATE_LIMITED'] as const)(
    'waits for the next request when the server cannot answer (%s)',
    async (code) => {
      localStorage.setItem(TOKEN_KEY, expired());
      sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
      server.use(fail(API.refreshToken, code));

      stopSilent = startSilentRefresh();

      await vi.waitFor(() => expect(sent(API.refreshToken)).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(navigate).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-1');
    },
  );
});
