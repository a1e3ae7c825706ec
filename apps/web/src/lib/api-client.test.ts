import { API_PATHS } from '@docket/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validToken } from '../test/tokens';
import { apiRequest, buildPath } from './api-client';
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

describe('apiRequest', () => {
  it('returns the envelope data and sends the stored token as a Bearer header', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { id: 7 }, responseMessage: '' }));

    await expect(apiRequest(API_PATHS.getCases)).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Case/GetCases');
    expect(sentHeaders().Authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token and JSON-encodes bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: null, responseMessage: 'ok' }));
    await apiRequest(API_PATHS.forgotPassword, { method: 'POST', body: { email: 'a@b.c' } });
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"a@b.c"}');
  });

  it('throws an ApiError carrying the envelope when success is false', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        success: false,
        data: null,
        responseMessage: 'Case type missing',
        errors: [{ field: 'caseTypeId', errorMessage: 'Required' }],
        requestId: 'req-9',
      }),
    );
    const error = await failureOf(apiRequest(API_PATHS.createCase, { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 200,
      responseMessage: 'Case type missing',
      errors: [{ field: 'caseTypeId', errorMessage: 'Required' }],
      requestId: 'req-9',
    });
  });

  it('throws an ApiError with status and status text on an HTTP error', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, data: null, responseMessage: 'Boom' },
        { status: 500, statusText: 'Internal Server Error' },
      ),
    );
    const error = await failureOf(apiRequest(API_PATHS.getCases));
    expect(error).toMatchObject({
      status: 500,
      statusText: 'Internal Server Error',
      responseMessage: 'Boom',
    });
  });

  it('turns a network failure into status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest(API_PATHS.getCases));
    expect(error.status).toBe(0);
  });

  it('on a 401 for a signed-in request shows the status text and logs out to the login screen', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, data: null, responseMessage: '' }, { status: 401 }),
    );

    const error = await failureOf(apiRequest(API_PATHS.getCases));

    expect(error.status).toBe(401);
    expect(toasts).toEqual([{ kind: 'error', message: 'Unauthorized' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('does not log out on a 401 for a request that carried no token (e.g. a wrong password)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, data: null, responseMessage: 'Bad' }, { status: 401 }),
    );
    await failureOf(apiRequest(API_PATHS.login, { method: 'POST', body: {} }));
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('retries once with a refreshed token before giving up on a 401', async () => {
    const fresh = validToken({ FullName: 'Refreshed' });
    localStorage.setItem(TOKEN_KEY, 'old');
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    setRefreshHandler(async () => ({ token: fresh, refreshToken: 'r-next' }));
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ success: false, data: null, responseMessage: '' }, { status: 401 }),
      )
      .mockResolvedValueOnce(jsonResponse({ success: true, data: 'ok', responseMessage: '' }));

    await expect(apiRequest(API_PATHS.getCases)).resolves.toBe('ok');
    expect(sentHeaders(1).Authorization).toBe(`Bearer ${fresh}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('raises the loading overlay for ordinary calls but not for uploads', async () => {
    const start = vi.spyOn(loadingTracker, 'start');
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, data: null, responseMessage: '' }),
    );
    await apiRequest(API_PATHS.getCases);
    expect(start).toHaveBeenCalledTimes(1);
    await apiRequest(API_PATHS.uploadFile, { method: 'POST', body: new FormData() });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('refuses absolute or non-API addresses', async () => {
    await expect(apiRequest('https://evil.example/api/x')).rejects.toThrow(/must start with \/api\//);
  });
});

describe('buildPath', () => {
  it('builds {path}/{id}?query and skips empty values', () => {
    expect(buildPath('/api/Case/GetCaseById', undefined, { id: 5 })).toBe('/api/Case/GetCaseById?id=5');
    expect(buildPath('/api/x', 'a b', { q: '', page: 1, s: undefined })).toBe('/api/x/a%20b?page=1');
  });
});
