import { API } from '@docket/contract';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fieldError, respond, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { call } from './api-client';
import { ApiError } from './api-error';
import { buildPath } from './api-request';
import { loadingTracker } from './loading';
import { setNavigator } from './navigation';
import { subscribeToasts, type ToastMessage } from './notifier';
import { REFRESH_TOKEN_KEY, sessionEndNote, TOKEN_KEY } from './session';

const navigate = vi.fn();
let toasts: ToastMessage[] = [];
let stopToasts: () => void = () => {};

beforeEach(() => {
  setNavigator(navigate);
  toasts = [];
  stopToasts = subscribeToasts((toast) => toasts.push(toast));
});

afterEach(() => {
  stopToasts();
  navigate.mockReset();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const amal = { id: 'c-9', fullName: 'Amal Haddad', email: 'amal@example.com' };

describe('call', () => {
  it("answers the envelope's data and sends the stored token as a Bearer header", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    server.use(answer(API.findClients, [amal]));

    await expect(call(API.findClients, { query: { q: 'am' } })).resolves.toEqual([amal]);
    expect(sent(API.findClients)).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/User/FindClients',
        query: { q: 'am' },
        token: 'tok-1',
      }),
    ]);
    expect(sent(API.findClients)[0]?.headers.accept).toBe('application/json');
  });

  it("uses the endpoint's method, JSON-encodes the body and sends no token when asked not to", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    server.use(answer(API.forgotPassword, null));
    await expect(
      call(API.forgotPassword, { body: { email: 'amara@example.com' } }, { auth: 'none' }),
    ).resolves.toBeNull();
    const [request] = sent(API.forgotPassword);
    expect(request).toMatchObject({ method: 'POST', path: '/api/Account/ForgotPassword', token: null });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ email: 'amara@example.com' });
  });

  it("sends the endpoint's headers, and a PUT with its query and no body", async () => {
    server.use(
      answer(API.refreshToken, { token: 't-2', refreshToken: 'r-2' }),
      answer(API.assignSolicitor, null),
    );
    await call(API.refreshToken, { headers: { refreshtoken: 'r-1' } }, { auth: 'none' });
    expect(sent(API.refreshToken)[0]?.headers.refreshtoken).toBe('r-1');
    const solicitorId = '5b1c9a9e-7a55-4c0b-9a51-0b5f5f3f8a10';
    await call(API.assignSolicitor, { query: { caseId: 3, solicitorId } });
    expect(sent(API.assignSolicitor)).toEqual([
      expect.objectContaining({ method: 'PUT', query: { caseId: '3', solicitorId }, body: null }),
    ]);
  });

  it('throws an ApiError carrying the code, its values and the field problems when success is false', async () => {
    const wrong = fieldError('password', 'password.wrong');
    server.use(fail(API.verifyPassword, 'ACCOUNT_LOCKED', { params: { minutes: 5 }, errors: [wrong] }));
    const error = await failureOf(call(API.verifyPassword, { body: { password: 'x' } }));
    expect(error).toMatchObject({
      status: 429,
      code: 'ACCOUNT_LOCKED',
      params: { minutes: 5 },
      responseMessage: 'Too many failed attempts. Try again in 5 minutes.',
      errors: [{ field: 'password', errorMessage: 'The password is not correct.', code: 'password.wrong' }],
    });
  });

  it('treats a 2xx envelope with success false as a failure too', async () => {
    server.use(fail(API.getCases, 'VALIDATION_FAILED', { status: 200 }));
    const error = await failureOf(call(API.getCases));
    expect(error).toMatchObject({ status: 200, code: 'VALIDATION_FAILED' });
  });

  it('throws an ApiError with the status and no code when the answer is not an envelope', async () => {
    server.use(
      respond(
        API.getCases,
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const error = await failureOf(call(API.getCases));
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', code: undefined, errors: [] });
  });

  it('turns a network failure into status 0', async () => {
    server.use(respond(API.getCases, () => HttpResponse.error()));
    const error = await failureOf(call(API.getCases));
    expect(error.status).toBe(0);
  });

  it('on a 401 for a signed-in request logs out to the login screen, noting why, with no toast', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(fail(API.getCases, 'SESSION_ENDED', { params: { reason: 'locked' } }));

    // Three screens' requests refused at once: one move to the login screen's sentence, no toasts.
    const errors = await Promise.all([1, 2, 3].map(() => failureOf(call(API.getCases))));

    expect(errors[0]).toMatchObject({ status: 401, code: 'SESSION_ENDED' });
    expect(toasts).toEqual([]);
    expect(sessionEndNote()).toBe('locked');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('does not log out on a 401 for a request that carried no token (e.g. a wrong password)', async () => {
    server.use(fail(API.login, 'INVALID_CREDENTIALS'));
    const body = { email: 'amara@example.com', password: 'x' };
    const error = await failureOf(call(API.login, { body }, { auth: 'none' }));
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('does not end the session on a 401 when asked not to (signing out)', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(fail(API.logout, 'SESSION_ENDED', { params: { reason: 'ended' } }));
    await failureOf(call(API.logout, {}, { endSessionOn401: false }));
    expect(toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 401 for an expired token, refreshes through RefreshToken and retries with the new token', async () => {
    const expired = validToken({ exp: Math.floor(Date.now() / 1000) - 60 });
    const fresh = validToken({ FullName: 'Refreshed' });
    localStorage.setItem(TOKEN_KEY, expired);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    const lena = { id: 's-1', name: 'Lena', fullName: 'Lena Okafor', email: 'lena@example.com' };
    server.use(
      respond(API.getSolicitors, ({ token }, reply) =>
        token === fresh ? reply.ok([lena]) : reply.fail('SESSION_ENDED', { params: { reason: 'ended' } }),
      ),
      respond(API.refreshToken, ({ headers }, reply) =>
        headers.refreshtoken === 'r-1'
          ? reply.ok({ token: fresh, refreshToken: 'r-2' })
          : reply.fail('SESSION_ENDED', { params: { reason: 'ended' } }),
      ),
    );

    await expect(call(API.getSolicitors)).resolves.toEqual([lena]);
    expect(sent(API.getSolicitors).map((request) => request.token)).toEqual([expired, fresh]);
    // The refresh call carries the refresh token, not the dead access token.
    expect(sent(API.refreshToken)).toEqual([
      expect.objectContaining({ token: null, headers: expect.objectContaining({ refreshtoken: 'r-1' }) }),
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-2');
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('refreshes only once: a second 401 ends the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    server.use(
      fail(API.getSolicitors, 'SESSION_ENDED', { params: { reason: 'ended' } }),
      answer(API.refreshToken, { token: validToken(), refreshToken: 'r-2' }),
    );

    const error = await failureOf(call(API.getSolicitors));
    expect(error.status).toBe(401);
    expect(sent(API.refreshToken)).toHaveLength(1);
    expect(sent(API.getSolicitors)).toHaveLength(2);
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('ends the session when the refresh token is refused', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-used');
    server.use(
      fail(API.getSolicitors, 'SESSION_ENDED', { params: { reason: 'ended' } }),
      fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'ended' } }),
    );

    const error = await failureOf(call(API.getSolicitors));
    expect(error.code).toBe('SESSION_ENDED');
    expect(sent(API.getSolicitors)).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(sessionEndNote()).toBe('ended');
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('raises the loading overlay for ordinary calls, not for transfer endpoints or background calls', async () => {
    const start = vi.spyOn(loadingTracker, 'start');
    server.use(
      answer(API.getCases, []),
      fail(API.getExampleFile, 'FILE_NOT_FOUND'),
      fail(API.uploadFile, 'UPLOAD_NOT_MULTIPART'),
      answer(API.notifications, { items: [], unread: 0 }),
    );
    await call(API.getCases);
    expect(start).toHaveBeenCalledTimes(1);
    await failureOf(call(API.getExampleFile, { query: { fileName: 'template.pdf' } }));
    await failureOf(call(API.uploadFile, { query: { kind: 'avatar' } }));
    expect(start).toHaveBeenCalledTimes(1);
    await call(API.notifications, {}, { background: true });
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('buildPath', () => {
  it('builds {path}/{id}?query and skips empty values', () => {
    expect(buildPath('/api/Case/GetCaseById', undefined, { id: 5 })).toBe('/api/Case/GetCaseById?id=5');
    expect(buildPath('/api/x', 'a b', { q: '', page: 1, s: undefined })).toBe('/api/x/a%20b?page=1');
  });
});
