import type { Envelope } from '@docket/contract';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { loadingTracker, showsOverlay } from './loading';
import { enterMaintenance, isMaintenanceResponse } from './maintenance';
import { notify } from './notifier';
import { getToken, logout, refreshSession } from './session';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'none' sends no token and never refreshes (sign-in, the refresh call itself). */
  auth?: 'session' | 'none';
  /** False for calls whose 401 must not end the session with a toast (sign-out). */
  endSessionOn401?: boolean;
  /** True for calls the user did not ask for or types through (polling, search as you type): no overlay. */
  background?: boolean;
}

/** Builds `{path}/{id}?query`, leaving out empty query values. */
export function buildPath(path: string, id?: string | number, query?: Record<string, QueryValue>): string {
  const base = id === undefined ? path : `${path}/${encodeURIComponent(String(id))}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (isForm) body = options.body as FormData;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  try {
    return await fetch(buildPath(path, undefined, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, offline: !navigator.onLine, cause: error });
  }
}

function endSession(): void {
  notify({ kind: 'error', message: i18n.t('errors.unauthorized') });
  logout();
}

/**
 * The one way screens reach the API: relative `/api` paths, the Bearer token, the envelope
 * unwrapped to its `data`, and every failure turned into an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithMessage<T>(path, options)).data;
}

/** Like apiRequest, keeping the server's responseMessage for screens that show it on success. */
export async function apiRequestWithMessage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; message: string }> {
  if (!path.startsWith('/api/')) throw new Error(`API paths must start with /api/: ${path}`);
  const end = showsOverlay(path) && !options.background ? loadingTracker.start() : () => {};
  try {
    const token = options.auth === 'none' ? null : getToken();
    let response = await send(path, options, token);
    // A 401 on a request that carried a token means the session died; one refresh may revive it.
    if (response.status === 401 && token && (await refreshSession())) {
      response = await send(path, options, getToken());
    }
    if (isMaintenanceResponse(response)) enterMaintenance();
    const payload = await readJson(response);
    const envelope = isEnvelope(payload) ? payload : null;
    if (!response.ok || !envelope?.success) {
      if (response.status === 401 && token && options.endSessionOn401 !== false) endSession();
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        responseMessage: envelope?.responseMessage,
        errors: envelope?.errors,
        requestId: envelope?.requestId,
      });
    }
    return { data: envelope.data as T, message: envelope.responseMessage ?? '' };
  } finally {
    end();
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /** POST that also returns the server's responseMessage (shown in success alerts and toasts). */
  postForMessage: <T = null>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequestWithMessage<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
