import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The contract words the user rules as English sentences (the spec's exact texts, which the API
 * also answers with). The form shows them in the interface's language through this table; a
 * message not listed stays as the contract wrote it.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'First Name is required and must be less than 50 characters.': 'firstName',
  'Last Name is required and must be less than 50 characters.': 'lastName',
  'A valid email is required.': 'email',
  'Contact must be between 10 and 15 digits.': 'contact',
  'Role is required.': 'role',
};

export function translateUserMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = MESSAGE_KEYS[message];
  return key ? t(`users.validation.${key}`) : message;
}

/** Wraps a resolver so the errors it reports carry the translated sentences. */
export function withTranslatedMessages<T extends FieldValues>(
  resolver: Resolver<T>,
  t: TFunction,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: FieldErrors<T> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      const message = translateUserMessage(t, (error as { message?: string } | undefined)?.message);
      (errors as Record<string, unknown>)[name] = { ...(error as object), message };
    }
    return { ...result, errors } as typeof result;
  };
}
