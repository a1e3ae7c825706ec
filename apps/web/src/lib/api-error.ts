import type { ApiErrorItem, ErrorCode } from '@docket/contract';

/**
 * A failed API call. `status` 0 means no HTTP answer arrived (offline, DNS, server down);
 * otherwise it is the HTTP status, or the HTTP 2xx status when the envelope said success: false.
 * `code` and `params` are the contract's reason, which the screens translate (error-messages.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly responseMessage: string;
  readonly code: ErrorCode | undefined;
  readonly params: Record<string, string | number>;
  readonly errors: ApiErrorItem[];
  readonly requestId: string | undefined;
  readonly offline: boolean;

  constructor(init: {
    status: number;
    statusText?: string;
    responseMessage?: string;
    /** As the server sent it: a newer server may send a code this build does not know. */
    code?: string;
    params?: Record<string, string | number>;
    errors?: ApiErrorItem[];
    requestId?: string;
    offline?: boolean;
    cause?: unknown;
  }) {
    super(init.responseMessage || init.statusText || `HTTP ${init.status}`, { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.responseMessage = init.responseMessage ?? '';
    this.code = init.code as ErrorCode | undefined;
    this.params = init.params ?? {};
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
    this.offline = init.offline ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
