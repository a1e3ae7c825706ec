import { API } from '@docket/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validToken } from '../test/tokens';
import { buildPath, call } from './api-client';
import { ApiError } from './api-error';
import { loadingTracker } from './loading';
import { setNavigator } from './navigation';
import { subscribeToasts, type ToastMessage } from './notifier';
import { REFRESH_TOKEN_KEY, setRefreshHandler, TOKEN_KEY } from './session';

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
let toasts: ToastMessage[] = [];
let stopToasts: () => void = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  toasts = [];
  stopToasts = subscribeToasts((toast) => toasts.push(toast));
});

afterEach(() => {
  stopToasts();
  fetchMock.mockReset();
  navigate.mockReset();
  vi.unstubAllGlobals();
  setRefreshHandler(null);
});

function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('call', () => {
  it("answers the envelope's data and sends the stored token as a Bearer header", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { id: 7 }, responseMessage: '' }));

    await expect(call(API.getCaseById, { query: { id: 7 } })).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Case/GetCaseById?id=7');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(sentHeaders().Authorization).toBe('Bearer tok-1');
  });

  it("uses the endpoint's method, JSON-encodes the body and sends no token when asked not to", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: null, responseMessage: 'Sent' }));
    await expect(
      call(API.forgotPassword, { body: { email: 'a@b.c' } }, { auth: 'none' }),
    ).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Account/ForgotPassword');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"a@b.c"}');
  });

  it("sends the endpoint's headers, and a PUT with its query", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, data: null, responseMessage: '' }),
    );
    await call(API.refreshToken, { headers: { refreshtoken: 'r-1' } }, { auth: 'none' });
    expect(sentHeaders().refreshtoken).toBe('r-1');
    const solicitorId = '5b1c9a9e-7a55-4c0b-9a51-0b5f5f3f8a10';
    await call(API.assignSolicitor, { query: { caseId: 3, solicitorId } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/case/AssignSolictor?caseId=3&solicitorId=${solicitorId}`);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'PUT', body: undefined });
  });

  it('throws an ApiError carrying the code, its values and the field problems when success is false', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          data: null,
          responseMessage: 'Too many failed attempts. Try again in 5 minutes.',
          code: 'ACCOUNT_LOCKED',
          params: { minutes: 5 },
          errors: [
            { field: 'password', errorMessage: 'The password is not correct.', code: 'password.wrong' },
          ],
          requestId: 'req-9',
        },
        { status: 429, statusText: 'Too Many Requests' },
      ),
    );
    const error = await failureOf(call(API.verifyPassword, { body: { password: 'x' } }));
    expect(error).toMatchObject({
      status: 429,
      statusText: 'Too Many Requests',
      code: 'ACCOUNT_LOCKED',
      params: { minutes: 5 },
      errors: [{ field: 'password', errorMessage: 'The password is not correct.', code: 'password.wrong' }],
      requestId: 'req-9',
    });
  });

  it('treats a 2xx envelope with success false as a failure too', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, data: null, responseMessage: 'No', code: 'CASE_INVALID' }),
    );
    const error = await failureOf(call(API.getCases));
    expect(error).toMatchObject({ status: 200, code: 'CASE_INVALID' });
  });

  it('throws an ApiError with the status and no code when the answer is not an envelope', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(call(API.getCases));
    expect(error).toMatchObject({ status: 502, statusText: 'Bad Gateway', code: undefined, errors: [] });
  });

  it('turns a network failure into status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(call(API.getCases));
    expect(error.status).toBe(0);
  });

  it('on a 401 for a signed-in request shows "Unauthorized" and logs out to the login screen', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, data: null, responseMessage: '', code: 'SESSION_ENDED' },
        { status: 401 },
      ),
    );

    const error = await failureOf(call(API.getCases));

    expect(error).toMatchObject({ status: 401, code: 'SESSION_ENDED' });
    expect(toasts).toEqual([{ kind: 'error', message: 'Unauthorized' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('does not log out on a 401 for a request that carried no token (e.g. a wrong password)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, data: null, responseMessage: 'Bad', code: 'INVALID_CREDENTIALS' },
        { status: 401 },
      ),
    );
    const body = { email: 'a@b.c', password: 'x' };
    await failureOf(call(API.login, { body }, { auth: 'none' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('does not end the session on a 401 when asked not to (signing out)', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, data: null, responseMessage: '' }, { status: 401 }),
    );
    await failureOf(call(API.logout, {}, { endSessionOn401: false }));
    expect(toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries once with a refreshed token before giving up on a 401', async () => {
    const fresh = validToken({ FullName: 'Refreshed' });
    localStorage.setItem(TOKEN_KEY, 'old');
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    const refresh = vi.fn(async () => ({ token: fresh, refreshToken: 'r-next' }));
    setRefreshHandler(refresh);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ success: false, data: null, responseMessage: '' }, { status: 401 }),
      )
      .mockResolvedValueOnce(jsonResponse({ success: true, data: [], responseMessage: '' }));

    await expect(call(API.getSolicitors)).resolves.toEqual([]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(0).Authorization).toBe('Bearer old');
    expect(sentHeaders(1).Authorization).toBe(`Bearer ${fresh}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes only once: a second 401 ends the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    const refresh = vi.fn(async () => ({ token: validToken(), refreshToken: 'r-next' }));
    setRefreshHandler(refresh);
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: false, data: null, responseMessage: '' }, { status: 401 }),
    );

    const error = await failureOf(call(API.getSolicitors));
    expect(error.status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('raises the loading overlay for ordinary calls, not for transfer endpoints or background calls', async () => {
    const start = vi.spyOn(loadingTracker, 'start');
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, data: null, responseMessage: '' }),
    );
    await call(API.getCases);
    expect(start).toHaveBeenCalledTimes(1);
    await call(API.getExampleFile, { query: { fileName: 'template.pdf' } });
    await call(API.uploadFile, { query: { kind: 'avatar' } });
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
