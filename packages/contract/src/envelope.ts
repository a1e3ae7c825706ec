import { z } from 'zod';

/** One field-level problem, as the spec's case-creation `errors` list carries it. */
export const ApiErrorItemSchema = z.object({
  field: z.string().optional(),
  errorMessage: z.string(),
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

export const ErrorEnvelopeSchema = envelope(z.null());
export type Envelope<T> = {
  success: boolean;
  data: T;
  responseMessage: string;
  errors?: ApiErrorItem[];
  requestId?: string;
};
