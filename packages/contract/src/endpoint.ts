import type { z } from 'zod';
import type { ApiRoute, EndpointName, Route } from './api.ts';
import type { ErrorCode } from './errors.ts';
import type { ROLES } from './values.ts';

type Role = (typeof ROLES)[number];

/**
 * What one endpoint takes, answers and fails with, beside its name, method and path (api.ts). The
 * server registers its route from this, the OpenAPI document is generated from it, the web app's
 * `call(endpoint, input)` is typed by it, and the tests walk it.
 */
export type EndpointSpec = {
  summary: string;
  tags: readonly string[];
  /** Who may call: anyone ('public'), anyone with or without a session ('optional'), or signed in (default). */
  auth?: 'public' | 'optional';
  /** Signed-in callers of these roles only (403 for the others). */
  roles?: readonly Role[];
  /** Reachable while the caller must first change a temporary password or enrol two-step verification. */
  allowRestricted?: true;
  /** Counted against the per-address limit of the sign-in and account endpoints. */
  accountRateLimit?: true;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The envelope's `data` on success; left out, `data` is null. Ignored for downloads (the file itself). */
  response?: z.ZodType;
  /** The spec's clients read these answers' fields at the top level: they are there as well as in `data`. */
  dataAtTop?: true;
  /** The failures particular to this endpoint; those every endpoint of its kind can meet are added by `possibleErrors`. */
  errors: readonly ErrorCode[];
};

export type Endpoint<N extends EndpointName = EndpointName> = ApiRoute<N> & Route & EndpointSpec;

export function endpoint<const N extends EndpointName, const S extends EndpointSpec>(
  route: ApiRoute<N>,
  spec: S,
): ApiRoute<N> & S {
  return { ...route, ...spec };
}

/** Failures any request can meet, whatever it calls. */
const ANY_REQUEST: readonly ErrorCode[] = [
  'MALFORMED_REQUEST',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TOO_LARGE',
  'CONTAINS_NUL',
  'INTERNAL',
  'MAINTENANCE',
  'OVERLOADED',
  'RESTARTING',
];

/** Every failure code an endpoint can answer with: its own, and those of its kind of access. */
export function possibleErrors(e: EndpointSpec): ErrorCode[] {
  const codes = new Set<ErrorCode>([...ANY_REQUEST, ...e.errors]);
  if (e.query || e.body || e.headers) codes.add('VALIDATION_FAILED');
  if (e.accountRateLimit) codes.add('RATE_LIMITED');
  if (e.auth !== 'public') codes.add('SESSION_ENDED');
  if (e.auth === undefined) codes.add('SIGN_IN_REQUIRED');
  if (e.auth === undefined && !e.allowRestricted) {
    codes.add('PASSWORD_CHANGE_REQUIRED');
    codes.add('MFA_ENROLMENT_REQUIRED');
  }
  if (e.roles) codes.add('FORBIDDEN');
  return [...codes];
}

/** Optional where the schema accepts nothing at all (every field optional or defaulted). */
type InputPart<K extends string, T> = object extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * A query as a caller writes it: the fields the schema takes (optional where it has a default),
 * each as the value it stands for (a number, a boolean), which the URL carries as text.
 */
type QueryInput<Q extends z.ZodType> = {
  [K in keyof z.input<Q>]: K extends keyof z.output<Q> ? z.output<Q>[K] : never;
};

/** What a caller sends: the query, body and headers the endpoint reads, as their schemas accept them. */
export type EndpointInput<E> = (E extends { query: infer Q extends z.ZodType }
  ? InputPart<'query', QueryInput<Q>>
  : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? InputPart<'body', z.input<B>> : { body?: never }) &
  (E extends { headers: infer H extends z.ZodType } ? InputPart<'headers', z.input<H>> : { headers?: never });

/** The envelope's `data` of a successful answer, as the server sends it. */
export type EndpointData<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : null;
