import type { Envelope, ErrorEnvelope } from '@docket/contract';
import type { AppError } from './app-error.ts';

export function ok<T>(data: T, responseMessage = ''): Envelope<T> {
  return { success: true, data, responseMessage };
}

/** The envelope of a failure: `data` null, the code, its values, the English sentence. */
export function failureEnvelope(error: AppError, requestId?: string): ErrorEnvelope {
  return {
    success: false,
    data: null,
    responseMessage: error.message,
    code: error.code,
    ...(error.params ? { params: error.params } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
