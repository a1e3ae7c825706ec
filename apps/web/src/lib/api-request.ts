import type { ApiRoute, CallData, CallInput, EndpointName, Envelope, Route } from '@docket/contract';
import { ApiError } from './api-error';
import { enterMaintenance, isMaintenanceResponse } from './maintenance';

/**
 * One request to the API and what its answer means, with no session: the API client adds the
 * token and its refresh (api-client.ts), and the token refresh itself sends through this alone.
 */

type QueryValue = string | number | boolean | null | undefined;

export type Input<N extends EndpointName> = CallInput<N>;
export type Data<N extends EndpointName> = CallData<N>;

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

/** An answer that succeeded: a 2xx whose envelope says so. */
export function isSuccess(ok: boolean, payload: unknown): payload is Envelope<unknown> {
  return ok && isEnvelope(payload) && payload.success;
}

/** A request that never reached the server: offline, or refused. A cancel stays a cancel. */
export function networkFailure(error: unknown): never {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new ApiError({ status: 0, offline: !navigator.onLine, cause: error });
}

/** The failure an answer describes: its status, and the envelope's code, values and field problems. */
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

/** A body as JSON, or null when it is none (an upload's or a download's answer, read as text). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export type AnyInput = { query?: object; body?: unknown; headers?: Record<string, string> };

/** An answer read: the response, for its status and headers, and its body as JSON (null if none). */
export interface Answer {
  status: number;
  response: Response;
  payload: unknown;
}

/** Sends a request of the contract with the token given (none: null) and reads its answer. */
export async function send(
  endpoint: Route,
  input: AnyInput,
  token: string | null,
  signal?: AbortSignal,
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildPath(endpoint.path, undefined, input.query), {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal,
    credentials: 'same-origin',
  }).catch(networkFailure);
  return { status: response.status, response, payload: await readJson(response) };
}

/** The envelope's data of an answer that succeeded; otherwise its failure, thrown as an ApiError. */
export function dataOf<N extends EndpointName>(_endpoint: ApiRoute<N>, answer: Answer): Data<N> {
  if (isMaintenanceResponse(answer.response)) enterMaintenance();
  if (!isSuccess(answer.response.ok, answer.payload)) throw failureOf(answer.response, answer.payload);
  return answer.payload.data as Data<N>;
}
