import { messageText } from '@docket/contract';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Validates a value the route could not (a body whose rules depend on the caller); 400 on failure. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    errorMessage: messageText(issue.message),
  }));
  throw AppError.badRequest(
    `The request is not valid. ${errors.map((e) => `${e.field}: ${e.errorMessage}`).join('; ')}`,
    errors,
  );
}
