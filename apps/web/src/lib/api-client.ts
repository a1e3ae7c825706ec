import type { ApiRoute, CallData, CallInput, EndpointName, Envelope, Route } from '@docket/contract';
import { ApiError } from './api-error';
import { loadingTracker } from './loading';
import { enterMaintenance, isMaintenanceResponse } from './maintenance';
import { getToken, keepSessionEndNote, logout, refreshSession, sessionEndReasonOf } from './session';

type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  signal?: AbortSignal;
  /** 'none' sends no token and never refreshes (sign-in, the refresh call itself). */
  auth?: 'session' | 'none';
  /** False for calls whose 401 must not end the session with a toast (sign-out). */
  endSessionOn401?: boolean;
  /** True for calls the user did not ask for or types through (polling, search as you type): no overlay. */
  background?: boolean;
}

export type Input<N extends EndpointName> = CallInput<N>;
export type Data<N extends EndpointName> = CallData<N>;

/** The input may be left out when the endpoint needs none. */
type CallArgs<N extends EndpointName> =
  object extends Input<N>
    ? [input?: Input<N>, options?: CallOptions]
    : [input: Input<N>, options?: CallOptions];

/** Builds `{path}/{id}?query`, leaving out empty query values. */
export function buildPath(path: string, id?: string | number, query?: object): string {
  const base = id === undefined ? path : `${path}/${encodeURIComponent(String(id))}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as Array<[string, QueryValue]>) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** The failure an answer describes: its status, and the envelope's code, values and field problems. */
/** An answer that succeeded: a 2xx whose envelope says so. */
export function isSuccess(ok: boolean, payload: unknown): payload is Envelope<unknown> {
  return ok && isEnvelope(payload) && payload.success;
}

/** A request that never reached the server: offline, or refused. A cancel stays a cancel. */
export function networkFailure(error: unknown): never {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new ApiError({ status: 0, offline: !navigator.onLine, cause: error });
}

export function failureOf(response: { status: number; statusText: string }, payload: unknown): ApiError {
  const envelope = isEnvelope(payload) ? payload : null;
  return new ApiError({
    status: response.status,
    statusText: response.statusText,
    responseMessage: envelope?.responseMessage,
    code: envelope?.code,
    params: envelope?.params,
    errors: envelope?.errors,
    requestId: envelope?.requestId,
  });
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

type AnyInput = { query?: object; body?: unknown; headers?: Record<string, string> };

function send(endpoint: Route, input: AnyInput, options: CallOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(buildPath(endpoint.path, undefined, input.query), {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: options.signal,
    credentials: 'same-origin',
  }).catch(networkFailure);
}

/**
 * The session is over: to the sign-in page, which says why in one sentence (no toast: several
 * requests refused at once would each add one). The refresh that just failed has said why if it
 * could; otherwise this answer does.
 */
function endSession(failure: ApiError): void {
  keepSessionEndNote(sessionEndReasonOf(failure.params));
  logout();
}

/**
 * The one way screens reach the API: an endpoint of the contract and what it takes (query, body,
 * headers), typed by its description; the Bearer token, one refresh on a 401, the envelope
 * unwrapped to its `data`, and every failure turned into an ApiError carrying its code.
 */
export async function call<N extends EndpointName>(
  endpoint: ApiRoute<N>,
  ...args: CallArgs<N>
): Promise<Data<N>> {
  const [input = {}, options = {}] = args as [AnyInput?, CallOptions?];
  const route: Route = endpoint;
  const end = route.transfer || options.background ? () => {} : loadingTracker.start();
  try {
    const token = options.auth === 'none' ? null : getToken();
    let response = await send(route, input, options, token);
    // A 401 on a request that carried a token means the session died; one refresh may revive it.
    if (response.status === 401 && token && (await refreshSession())) {
      response = await send(route, input, options, getToken());
    }
    if (isMaintenanceResponse(response)) enterMaintenance();
    const payload = await readJson(response);
    if (!isSuccess(response.ok, payload)) {
      const failure = failureOf(response, payload);
      if (response.status === 401 && token && options.endSessionOn401 !== false) endSession(failure);
      throw failure;
    }
    return payload.data as Data<N>;
  } finally {
    end();
  }
}
