import {
  type ApiErrorItem,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
  errorStatus,
  type PlainErrorCode,
} from '@docket/contract';

type Options = {
  /** Field-level problems (the envelope's `errors`). */
  errors?: ApiErrorItem[];
  /** Words added to the English sentence (the fields of a validation failure). */
  detail?: string;
  /** Only where the status comes from elsewhere (Fastify's own client errors). */
  status?: number;
};

/**
 * A failure the client caused or may see: a code from the contract's catalogue, the values its
 * sentence needs, and the English sentence itself, which is safe to show to the person.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly params: Record<string, string | number> | undefined;
  readonly statusCode: number;
  readonly errors: ApiErrorItem[] | undefined;

  /** A failure whose sentence needs no values; `AppError.of` for one that does. */
  constructor(code: PlainErrorCode, options?: Options);
  constructor(code: ErrorCode, options: Options & { params: Record<string, string | number> });
  constructor(code: ErrorCode, options: Options & { params?: Record<string, string | number> } = {}) {
    const sentence = errorMessage(code, options.params as never);
    super(options.detail ? `${sentence} ${options.detail}` : sentence);
    this.code = code;
    this.params = options.params;
    this.statusCode = options.status ?? errorStatus(code);
    this.errors = options.errors;
  }

  /** A failure with the values its sentence needs, typed by its code. */
  static of<C extends ErrorCode>(code: C, params: ErrorParams<C>, options: Options = {}): AppError {
    return new AppError(code, { ...options, params: params as Record<string, string | number> });
  }
}
