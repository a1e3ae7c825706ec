import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

/** Values a code's sentence is filled with, e.g. `{ minutes: 10 }`. */
export const ErrorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * One field-level problem, as the spec's case-creation `errors` list carries it: `code` is the
 * message key of the rule that failed (messages.ts), which clients translate.
 */
export const ApiErrorItemSchema = z.object({
  field: z.string().optional(),
  errorMessage: z.string(),
  code: z.string().optional(),
  params: ErrorParamsSchema.optional(),
});
export type ApiErrorItem = z.infer<typeof ApiErrorItemSchema>;

/** Every `/api` answer, errors included, has this shape. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    responseMessage: z.string(),
    errors: z.array(ApiErrorItemSchema).optional(),
    requestId: z.string().optional(),
  });
}

/** A failure: the envelope with `data` null, the reason's `code` and the values its sentence needs. */
export const ErrorEnvelopeSchema = envelope(z.null()).extend({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  params: ErrorParamsSchema.optional(),
});

export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<T> = {
  success: boolean;
  data: T;
  responseMessage: string;
  errors?: ApiErrorItem[];
  requestId?: string;
  code?: ErrorCode;
  params?: Record<string, string | number>;
};
