import { readFile } from 'node:fs/promises';
import {
  API,
  type ApiRoute,
  type EndpointData,
  type EndpointInput,
  type EndpointName,
  type Endpoints,
} from '@docket/contract';
import { type APIRequestContext, expect } from '@playwright/test';

export interface Tokens {
  token: string;
  refreshToken: string;
}

export const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.token}` });

type Input<N extends EndpointName> = EndpointInput<Endpoints[N]>;

function withQuery(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
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
): Promise<EndpointData<Endpoints[N]>> {
  const { query, body, headers } = input as {
    query?: object;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const response = await request.fetch(withQuery(endpoint.path, query), {
    method: endpoint.method,
    headers: { ...(tokens ? bearer(tokens) : {}), ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  expect(response.ok(), `${endpoint.name}: ${response.status()} ${text.slice(0, 500)}`).toBe(true);
  return (JSON.parse(text) as { data: EndpointData<Endpoints[N]> }).data;
}

/** The path of a file in e2e/fixtures. */
export const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;

/** Uploads a fixture file (UploadFile); answers its key. */
export async function uploadFixture(
  request: APIRequestContext,
  tokens: Tokens,
  name: string,
  kind: NonNullable<Input<'uploadFile'>['query']>['kind'] = 'case-document',
): Promise<string> {
  const response = await request.post(withQuery(API.uploadFile.path, { kind }), {
    headers: bearer(tokens),
    multipart: { file: { name, mimeType: 'application/pdf', buffer: await readFile(fixture(name)) } },
  });
  const text = await response.text();
  expect(response.ok(), `uploadFile: ${text.slice(0, 500)}`).toBe(true);
  const { content } = (JSON.parse(text) as { data: EndpointData<Endpoints['uploadFile']> }).data;
  return content[0]!.filePath;
}
