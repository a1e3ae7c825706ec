import type { ApiErrorItem, ErrorCode } from '@docket/contract';

/** A failure the client caused or may see: its message is safe to show to the person. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: ApiErrorItem[] | undefined;

  constructor(code: ErrorCode, statusCode: number, message: string, errors?: ApiErrorItem[]) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.errors = errors;
  }

  static notFound(message = 'The requested item was not found.'): AppError {
    return new AppError('NOT_FOUND', 404, message);
  }

  static badRequest(message: string, errors?: ApiErrorItem[]): AppError {
    return new AppError('VALIDATION_FAILED', 400, message, errors);
  }
}
