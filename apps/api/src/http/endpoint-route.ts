import {
  type Endpoint,
  type EndpointData,
  type EndpointName,
  type Envelope,
  type ErrorCode,
  ErrorEnvelopeSchema,
  envelope,
  possibleErrors,
} from '@docket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../lib/context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the endpoint a route serves. */
    endpoint?: EndpointName;
    /** The failure codes its contract lists (possibleErrors), worked out once when the route is registered. */
    declaredErrors?: ReadonlySet<ErrorCode>;
  }
}

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** An endpoint whose description opens it to others ('public', 'optional') may be called without a session. */
type Caller<E> = E extends { auth: 'public' | 'optional' } ? unknown : { actor: Actor };

/**
 * The request as the endpoint's schemas have parsed it; with its actor, when the endpoint is for
 * signed-in callers only (the sign-in check refused everyone else before the handler).
 */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: E extends { query: infer Q } ? Output<Q> : unknown;
  Body: E extends { body: infer B } ? Output<B> : unknown;
  Headers: E extends { headers: infer H } ? Output<H> : unknown;
}> &
  Caller<E>;

/** A download answers with the file itself; every other endpoint with the envelope. */
type HandlerResult<E extends Endpoint> = E extends { transfer: 'download' }
  ? FastifyReply
  : Envelope<EndpointData<E>>;

type Options = Pick<RouteShorthandOptions, 'compress'> & {
  /**
   * False where the endpoint's body is checked by its handler, because which of the body's shapes
   * applies depends on the caller (SaveUser: sign-up or an administrator's new user).
   */
  validateBody?: false;
};

/** The envelope of a success, as the endpoint's description makes it. */
export function successSchema(e: Endpoint): z.ZodType {
  const data = e.response ?? z.null();
  const wrapped = envelope(data);
  // The spec's clients read some answers' fields at the top level: those are there as well as in data.
  return e.dataAtTop && data instanceof z.ZodObject ? wrapped.extend(data.shape) : wrapped;
}

/** The methods an endpoint answers: its own, and those it also accepts. */
export function methodsOf(e: Endpoint): Endpoint['method'][] {
  return [e.method, ...(e.alsoAccepts ?? [])];
}

/**
 * Registers the route of one endpoint from its contract description: method(s), path, who may
 * call it, its schemas (which validate the request, serialise the answer and make the OpenAPI
 * document) and the error envelope for every failure. The handler does the work.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<HandlerResult<E>>,
  options: Options = {},
): void {
  const isDownload = e.transfer === 'download';
  const rateLimit = e.accountRateLimit
    ? { rateLimit: { max: app.services.config.accountRateLimit, timeWindow: 60_000 } }
    : {};
  const errors = possibleErrors(e);
  app.route({
    method: methodsOf(e),
    url: e.path,
    ...(options.compress === false ? { compress: false } : {}),
    config: {
      endpoint: e.name,
      declaredErrors: new Set(errors),
      ...(e.auth ? { auth: e.auth } : {}),
      ...(e.roles ? { roles: e.roles } : {}),
      ...(e.allowRestricted ? { allowRestricted: true } : {}),
      ...rateLimit,
    },
    schema: {
      tags: [...e.tags],
      summary: e.summary,
      description: `Failure codes (the envelope's \`code\`): ${errors.join(', ')}.`,
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.headers ? { headers: e.headers } : {}),
      ...(e.transfer === 'upload' ? { consumes: ['multipart/form-data'] } : {}),
      ...(e.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response: {
        ...(isDownload ? {} : { 200: successSchema(e) }),
        '4xx': ErrorEnvelopeSchema,
        '5xx': ErrorEnvelopeSchema,
      },
    },
    // The body is still described (and documented); its handler checks it.
    ...(options.validateBody === false
      ? {
          validatorCompiler: ((route: Parameters<typeof validatorCompiler>[0]) =>
            route.httpPart === 'body'
              ? (data: unknown) => ({ value: data })
              : validatorCompiler(route)) as never,
        }
      : {}),
    handler: async (request, reply) => {
      // What EndpointRequest promises, held: auth.ts answers a request without a session first.
      if (e.auth === undefined && !request.actor) {
        throw new Error(`${e.name} reached without a signed-in actor`);
      }
      const result = await handler(request as EndpointRequest<E>, reply);
      if (e.dataAtTop && !isDownload) {
        const answer = result as Envelope<object>;
        return { ...answer.data, ...answer };
      }
      return result;
    },
  });
}
