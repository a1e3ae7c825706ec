import { type ApiErrorItem, isMessageKey, type MessageKey, messageText } from '@docket/contract';
import { z } from 'zod';
import { AppError } from './app-error.ts';

/** What a failed rule says, whether zod reported it here or through the route's schema. */
export type Issue = {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
};

/** A schema's own message key, else a key for the kind of rule that failed, with its values. */
function keyOf(issue: Issue): { key: MessageKey; params?: Record<string, string | number> } {
  if (isMessageKey(issue.message)) return { key: issue.message };
  const isText = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'field.invalid' };
    case 'too_small':
      return isText
        ? { key: issue.minimum === 1 ? 'field.required' : 'field.tooShort' }
        : { key: 'field.tooSmall', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return isText
        ? { key: 'field.tooLong' }
        : { key: 'field.tooBig', params: { maximum: Number(issue.maximum) } };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'field.invalidOption' };
    default:
      return { key: 'field.invalid' };
  }
}

/**
 * A field that is missing says so by its key: zod's own sentence for it ("expected string,
 * received undefined") is English and says nothing a person can act on. Process-wide, as zod's
 * configuration is; a schema's own message still wins.
 */
export function reportMissingFieldsByKey(): void {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined
        ? ('field.required' satisfies MessageKey)
        : undefined,
  });
}

/**
 * One field's problem as the envelope's `errors` carries it: where, the rule's key, its English.
 * A problem of the request as a whole (an empty `field`) names no field.
 */
export function fieldError(
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): ApiErrorItem {
  return {
    ...(field ? { field } : {}),
    errorMessage: messageText(key, params),
    code: key,
    ...(params ? { params } : {}),
  };
}

/** A problem a schema found, under the request part's `prefix` (`query`, `path`; none for the body). */
export function fieldProblem(issue: Issue, prefix = ''): ApiErrorItem {
  const { key, params } = keyOf(issue);
  return fieldError([prefix, issue.path.map(String).join('.')].filter(Boolean).join('.'), key, params);
}

/** The 400 of a request that broke its rules: every field's problem, and a summary in the sentence. */
export function validationFailed(errors: ApiErrorItem[]): AppError {
  const detail = errors.map((e) => (e.field ? `${e.field}: ${e.errorMessage}` : e.errorMessage)).join('; ');
  return new AppError('VALIDATION_FAILED', { errors, detail });
}

/** Validates a value the route could not (a body whose rules depend on the caller); 400 on failure. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationFailed(result.error.issues.map((issue) => fieldProblem(issue as Issue)));
}
