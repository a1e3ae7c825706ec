import type { PlainErrorCode } from '@docket/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { failureEnvelope } from '../lib/envelope.ts';
import { fieldProblem, type Issue, validationFailed } from '../lib/validation.ts';

/**
 * Sends a failure in the envelope, with the status its code has in the catalogue (or the one it
 * was given): from the error handler, and from hooks that answer before any route runs.
 */
export function sendFailure(reply: FastifyReply, error: AppError, requestId?: string) {
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(failureEnvelope(error, requestId));
}

const CONTEXT_NAMES: Record<string, string> = {
  body: '',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Fastify's own refusals of a request, before any schema or handler saw it. */
const FASTIFY_CODES: Record<string, PlainErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_TOO_LARGE',
};

function clientError(error: FastifyError, status: number): AppError {
  return new AppError(FASTIFY_CODES[error.code] ?? 'MALFORMED_REQUEST', { status });
}

/** Codes the endpoint's contract does not list are a gap in the contract: logged, still answered. */
function checkDeclared(request: FastifyRequest, error: AppError): void {
  const { endpoint, declaredErrors } = request.routeOptions.config ?? {};
  if (declaredErrors && !declaredErrors.has(error.code)) {
    request.log.error(
      { endpoint, code: error.code },
      'an endpoint answered a code its contract does not list',
    );
  }
}

/**
 * One error handler: every failure leaves the API in the spec's envelope, with a code. A plugin
 * takes the handler its parent has when it is registered: plugins that add routes depend on this one.
 */
async function errorEnvelopePlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const prefix = CONTEXT_NAMES[error.validationContext ?? ''] ?? '';
      const items = (error.validation ?? []).map((item) =>
        fieldProblem(
          {
            ...(item.params as object),
            code: item.keyword,
            message: item.message ?? '',
            path: item.instancePath.split('/').filter(Boolean),
          } as Issue,
          prefix,
        ),
      );
      return sendFailure(reply, validationFailed(items));
    }
    if (error instanceof AppError) {
      checkDeclared(request, error);
      return sendFailure(reply, error);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendFailure(reply, clientError(error, status));
    request.log.error({ err: error }, 'request failed');
    const internal = AppError.of(
      'INTERNAL',
      { requestId: request.id },
      {
        status: status >= 500 && status < 600 ? status : 500,
      },
    );
    return sendFailure(reply, internal, request.id);
  });
}

export const errorEnvelope = fp(errorEnvelopePlugin, { name: 'docket-error-envelope' });
