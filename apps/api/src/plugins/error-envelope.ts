import { type ApiErrorItem, type Envelope, messageText } from '@docket/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

export function failure(
  responseMessage: string,
  errors?: ApiErrorItem[],
  requestId?: string,
): Envelope<null> {
  return {
    success: false,
    data: null,
    responseMessage,
    ...(errors ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

const CONTEXT_NAMES: Record<string, string> = {
  body: '',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function validationItems(error: FastifyError): ApiErrorItem[] {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? '';
  return (error.validation ?? []).map((item) => {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [context, path].filter(Boolean).join('.');
    return { ...(field ? { field } : {}), errorMessage: messageText(item.message ?? 'Invalid value') };
  });
}

function sendFailure(reply: FastifyReply, status: number, message: string, errors?: ApiErrorItem[]) {
  return reply.code(status).type('application/json; charset=utf-8').send(failure(message, errors));
}

/** One error handler: every failure leaves the API in the spec's envelope. */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationItems(error);
      const summary = errors
        .map((e) => (e.field ? `${e.field}: ${e.errorMessage}` : e.errorMessage))
        .join('; ');
      return sendFailure(reply, 400, `The request is not valid. ${summary}`, errors);
    }
    if (error instanceof AppError) {
      return sendFailure(reply, error.statusCode, error.message, error.errors);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) say what was wrong.
      return sendFailure(reply, status, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send(
        failure(
          `Something went wrong on our side. If it keeps happening, quote reference ${request.id}.`,
          undefined,
          request.id,
        ),
      );
  });
}
