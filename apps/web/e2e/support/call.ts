import { readFile } from 'node:fs/promises';
import { API, type ApiRoute, type CallData, type CallInput, type EndpointName } from '@docket/contract';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';

export interface Tokens {
  token: string;
  refreshToken: string;
}

export const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.token}` });

type Input<N extends EndpointName> = CallInput<N>;
type Data<N extends EndpointName> = CallData<N>;

/** The envelope's data of a successful answer; any failure fails the step, quoting the answer. */
async function dataOf<N extends EndpointName>(response: APIResponse, name: N): Promise<Data<N>> {
  const text = await response.text();
  expect(response.ok(), `${name}: ${response.status()} ${text.slice(0, 500)}`).toBe(true);
  return (JSON.parse(text) as { data: Data<N> }).data;
}

function withQuery(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A file sent as a multipart form field, for the endpoints that take file bytes. */
type Multipart = Record<string, { name: string; mimeType: string; buffer: Buffer }>;

/** Sends a request as the contract describes the endpoint: its method and path, the query, body and headers. */
function send<N extends EndpointName>(
  request: APIRequestContext,
  endpoint: ApiRoute<N>,
  input: Input<N>,
  tokens: Tokens | undefined,
  multipart?: Multipart,
): Promise<APIResponse> {
  const { query, body, headers } = input as {
    query?: object;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return request.fetch(withQuery(endpoint.path, query), {
    method: endpoint.method,
    headers: { ...(tokens ? bearer(tokens) : {}), ...headers },
    ...(body === undefined ? {} : { data: body }),
    ...(multipart === undefined ? {} : { multipart }),
  });
}

/**
 * Calls an endpoint as the contract describes it (its method and path, the query, body and headers
 * it takes) and answers the envelope's data; any failure fails the step, quoting the answer.
 */
export async function callApi<N extends EndpointName>(
  request: APIRequestContext,
  endpoint: ApiRoute<N>,
  input: Input<N>,
  tokens?: Tokens,
): Promise<Data<N>> {
  return dataOf(await send(request, endpoint, input, tokens), endpoint.name);
}

/** The first of a list an answer must not leave empty; an empty one fails the step, naming it. */
export function firstOf<T>(items: readonly T[], what: string): T {
  const [first] = items;
  if (first === undefined) throw new Error(`Expected at least one ${what}, got none`);
  return first;
}

/** Signs in through the API; answers the token pair. */
export async function login(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  const data = await callApi(request, API.login, { body: { email, password } });
  return { token: data.token ?? '', refreshToken: data.refreshToken ?? '' };
}

/**
 * Hands a browser page or context the real token pair before the app starts, as the login page
 * would. Only the first load seeds it, so a journey that signs out stays out.
 */
export async function seedSession(target: Page | BrowserContext, tokens: Tokens): Promise<void> {
  await target.addInitScript(
    (seed: Tokens) => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem('auth', seed.token);
        window.sessionStorage.setItem('refreshToken', seed.refreshToken);
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    { token: tokens.token, refreshToken: tokens.refreshToken },
  );
}

/** The path of a file in e2e/fixtures. */
export const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;

/**
 * Uploads a fixture file (UploadFile, its multipart field "file"); answers its key. `sentAs` is
 * the name the file arrives under, the fixture's own by default.
 */
export async function uploadFixture(
  request: APIRequestContext,
  tokens: Tokens,
  name = 'passport.pdf',
  kind: NonNullable<Input<'uploadFile'>['query']>['kind'] = 'case-document',
  sentAs = name,
): Promise<string> {
  const file = { name: sentAs, mimeType: 'application/pdf', buffer: await readFile(fixture(name)) };
  const response = await send(request, API.uploadFile, { query: { kind } }, tokens, { file });
  const { content } = await dataOf(response, API.uploadFile.name);
  return firstOf(content, 'uploaded file').filePath;
}
