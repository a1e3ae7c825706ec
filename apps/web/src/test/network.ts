import {
  type ApiErrorItem,
  type ApiRoute,
  type CallData,
  ENDPOINTS,
  type EndpointName,
  type EndpointSpec,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
  errorStatus,
  type MessageKey,
  messageText,
  possibleErrors,
} from '@docket/contract';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { resumableUploads } from './resumable-uploads';

/**
 * The mock network of the web app's tests: MSW answers the requests the real API client sends, at
 * the paths, methods and envelope the contract describes. A test declares what the server answers
 * (`server.use(answer(API.getCases, [...]))`), and reads what it was sent (`sent(API.getCases)`).
 *
 * Like the server, it checks what arrives against the endpoint's query, body and header schemas,
 * and what it answers against the endpoint's response schema and failure codes; a request no
 * handler answers, or anything the real server would refuse or never send, fails the test
 * (test-setup.ts asks `takeNetworkProblems()` after each one).
 *
 * The client calls relative addresses (`/api/...`); under jsdom they resolve against its page,
 * http://localhost:3000, and MSW matches the handlers' relative paths against the same origin.
 * XMLHttpRequest (the uploads) is intercepted as well as fetch; the resumable uploads' endpoints
 * are always answered, and finish through Uploadfile's handler (resumable-uploads.ts).
 */
export const server = setupServer(...resumableUploads());

/** One request as the mock server received it. */
export interface Received {
  method: string;
  /** The address without its query, e.g. `/api/Case/GetCases`. */
  path: string;
  /** The query as the address carries it: every value is text. */
  query: Record<string, string>;
  /** The JSON body, parsed; its text when it is not JSON; null when there is none. */
  body: unknown;
  /** Every header, by its name in lower case. */
  headers: Record<string, string>;
  /** The Bearer token the request carried, if any. */
  token: string | null;
}

type Sent = { name: EndpointName; received: Received };

const log: Sent[] = [];
const problems: string[] = [];
const started: string[] = [];

// Counted as each request leaves, before any handler reads it: a check that nothing was sent holds at once.
server.events.on('request:start', ({ request }) => {
  started.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** Every request the current test made (to the endpoint, when given), answered or not, as `METHOD /path`. */
export function requestsMade(endpoint?: ApiRoute): string[] {
  const only = endpoint && `${endpoint.method} ${endpoint.path}`;
  return started.filter((request) => only === undefined || request === only);
}

/** Everything the current test's requests to the endpoint carried, oldest first. */
export function sent(endpoint: ApiRoute): Received[] {
  return log.filter((entry) => entry.name === endpoint.name).map((entry) => entry.received);
}

/** Records a request no handler answered; test-setup.ts passes it to `server.listen`. */
export function reportUnhandled(request: Request): void {
  problems.push(`No handler answered ${request.method} ${request.url}: give the test one (server.use).`);
}

/** What went wrong on the network since the last call, which also forgets the requests sent. */
export function takeNetworkProblems(): string[] {
  log.length = 0;
  started.length = 0;
  return problems.splice(0);
}

function specOf(endpoint: ApiRoute): EndpointSpec {
  return ENDPOINTS[endpoint.name] as EndpointSpec;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return null;
  if (!request.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function receive(request: Request): Promise<Received> {
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers);
  const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '');
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: await readBody(request),
    headers,
    token: bearer?.[1] ?? null,
  };
}

/** The parts of a request the endpoint's schemas refuse, as the server's validation would. */
function refusals(spec: EndpointSpec, received: Received): string[] {
  const parts: Array<[string, z.ZodType | undefined, unknown]> = [
    ['query', spec.query, received.query],
    ['body', spec.body, received.body],
    ['headers', spec.headers, received.headers],
  ];
  return parts.flatMap(([part, schema, value]) => {
    const result = schema?.safeParse(value);
    return result && !result.success ? [`${part} ${JSON.stringify(value)} (${issuesOf(result.error)})`] : [];
  });
}

function issuesOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(whole)'}: ${issue.message}`).join(', ');
}

/** `once`: handles only the first matching request; the next falls to the handlers beneath (`server.use` stacks). */
export type HandlerOptions = { once?: boolean };

/** How a failure is answered: its HTTP status (the contract's for the code unless given) and envelope. */
export type FailOptions<C extends ErrorCode> = HandlerOptions & {
  status?: number;
  /** The sentence the envelope carries; the contract's English for the code unless given. */
  responseMessage?: string;
  /** Field problems, as `fieldError` makes them. */
  errors?: ApiErrorItem[];
  /** Headers the answer carries besides its content type, e.g. `x-docket-maintenance`. */
  headers?: Record<string, string>;
} & (ErrorParams<C> extends undefined ? { params?: undefined } : { params: ErrorParams<C> });

/** One field's problem as the server reports it: where, the rule's message key and its English. */
export function fieldError(
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): ApiErrorItem {
  return { field, errorMessage: messageText(key, params), code: key, ...(params ? { params } : {}) };
}

/** The ways a handler answers one endpoint, typed by its description. */
export interface Replies<N extends EndpointName> {
  /** Success: `{ success: true, data, responseMessage }`, with HTTP 200 unless told. */
  ok(data: CallData<N>, init?: { status?: number; responseMessage?: string }): Response;
  /** Failure: `{ success: false, data: null, responseMessage, code, params?, errors? }`. */
  fail<C extends ErrorCode>(code: C, ...options: OptionsArg<C>): Response;
}

/** The options may be left out when the code's sentence needs no values. */
type OptionsArg<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [options?: FailOptions<C>] : [options: FailOptions<C>];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A failure's envelope as the server writes it, for answers outside the contract's endpoints (a
 * resumable upload's request refused, a download): `HttpResponse.json(failureEnvelope(…), …)`.
 */
export function failureEnvelope<C extends ErrorCode>(code: C, params?: ErrorParams<C>) {
  return {
    success: false,
    data: null,
    responseMessage: errorMessage(code, params),
    code,
    ...(params ? { params } : {}),
  };
}

/** The failure's envelope, as the server sends it; a code the endpoint's contract does not list is a problem. */
function failure(
  endpoint: ApiRoute,
  code: ErrorCode,
  options: {
    status?: number;
    responseMessage?: string;
    errors?: ApiErrorItem[];
    headers?: Record<string, string>;
    params?: unknown;
  } = {},
): Response {
  if (!possibleErrors(specOf(endpoint)).includes(code)) {
    problems.push(`${endpoint.name} never fails with ${code}: its contract does not list it.`);
  }
  const params = options.params as Record<string, string | number> | undefined;
  const envelope = {
    success: false,
    data: null,
    responseMessage: options.responseMessage ?? errorMessage(code, params as never),
    code,
    ...(params ? { params } : {}),
    ...(options.errors ? { errors: options.errors } : {}),
  };
  return HttpResponse.json(envelope, {
    status: options.status ?? errorStatus(code),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

function replies<N extends EndpointName>(endpoint: ApiRoute<N>): Replies<N> {
  const spec = specOf(endpoint);
  return {
    ok(data, init = {}) {
      const checked = spec.response?.safeParse(data);
      if (checked ? !checked.success : data !== null) {
        const why = checked?.error ? issuesOf(checked.error) : 'it answers null';
        problems.push(`The answer of ${endpoint.name} breaks its response schema (${why})`);
      }
      const envelope = { success: true, data, responseMessage: init.responseMessage ?? '' };
      // The spec's clients read these answers' fields at the top level too, as the server sends them.
      const fields: unknown = data;
      const body = spec.dataAtTop && isPlainObject(fields) ? { ...fields, ...envelope } : envelope;
      return HttpResponse.json(body, { status: init.status ?? 200 });
    },
    fail(code, ...[options]) {
      return failure(endpoint, code, options);
    },
  };
}

type Resolver<N extends EndpointName> = (
  received: Received,
  reply: Replies<N>,
) => Response | Promise<Response>;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * The general handler: at the endpoint's method and path, records the request, checks it against
 * the endpoint's schemas (answering 400 VALIDATION_FAILED, as the server would, when it breaks them)
 * and answers what `resolve` makes of it.
 */
export function respond<N extends EndpointName>(
  endpoint: ApiRoute<N>,
  resolve: Resolver<N>,
  options: HandlerOptions = {},
): HttpHandler {
  const spec = specOf(endpoint);
  return METHODS[endpoint.method](
    endpoint.path,
    async ({ request }) => {
      const received = await receive(request);
      log.push({ name: endpoint.name, received });
      const refused = refusals(spec, received);
      if (refused.length > 0) {
        problems.push(`The server would refuse this ${endpoint.name}: ${refused.join('; ')}`);
        return replies(endpoint).fail('VALIDATION_FAILED');
      }
      return resolve(received, replies(endpoint));
    },
    options,
  );
}

/** Answers the endpoint's calls with success and this data (or the data made from the request). */
export function answer<N extends EndpointName>(
  endpoint: ApiRoute<N>,
  data: CallData<N> | ((received: Received) => CallData<N>),
  options?: HandlerOptions,
): HttpHandler {
  const dataOf = typeof data === 'function' ? (data as (received: Received) => CallData<N>) : () => data;
  return respond(endpoint, (received, reply) => reply.ok(dataOf(received)), options);
}

/** Answers the endpoint's calls with this failure; the code must be one its contract lists. */
export function fail<N extends EndpointName, C extends ErrorCode>(
  endpoint: ApiRoute<N>,
  code: C,
  ...[options]: OptionsArg<C>
): HttpHandler {
  if (!possibleErrors(specOf(endpoint)).includes(code)) {
    throw new Error(`${endpoint.name} never fails with ${code}: its contract does not list it.`);
  }
  return respond(endpoint, () => failure(endpoint, code, options), { once: options?.once });
}

/** Takes the endpoint's calls and never answers them: the screen stays waiting. */
export function hang(endpoint: ApiRoute): HttpHandler {
  return respond(endpoint, async () => {
    await delay('infinite');
    return HttpResponse.error();
  });
}

/** Takes the endpoint's calls and drops them unanswered, as when the server cannot be reached. */
export function unreachable(endpoint: ApiRoute): HttpHandler {
  return respond(endpoint, () => HttpResponse.error());
}

/** Answers a download with the file's bytes, as the server streams them (no envelope). */
export function answerFile(
  endpoint: ApiRoute<'downloadFile' | 'getExampleFile' | 'avatarImage' | 'downloadSubjectAccessExport'>,
  bytes: BlobPart,
  contentType: string,
): HttpHandler {
  return respond(
    endpoint,
    () => new HttpResponse(new Blob([bytes]), { headers: { 'content-type': contentType } }),
  );
}
