import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { INVALID_PHONE_MESSAGE, storedPhoneNumber } from './phones.ts';

// Apart from the rule (phones.ts), so a screen that only shows a number (the profile) loads no zod.

/** Numbers the rule accepts, as people write them: the API's documentation shows them, and the API's fuzz tests send them. */
export const PHONE_NUMBER_EXAMPLES = [
  '07700 900123',
  '+44 7700 900123',
  '+49 30 901820',
  '+93 70 123 4567',
  '0770-0900123',
];

/**
 * A required phone-number field: `requiredKey` when it is empty, the one invalid-number message
 * otherwise; its value is the number as stored (`storedPhoneNumber`).
 */
export function phoneNumberSchema(requiredKey: MessageKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .transform((text, ctx) => {
      const stored = storedPhoneNumber(text);
      if (stored !== null) return stored;
      ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE, input: text });
      // The issue fails the parse, so this value is never used (z.NEVER would put zod's constant in the entry).
      return text;
    })
    .meta({
      description: 'A phone number: a UK one as written nationally, any other with + and its country code.',
      examples: PHONE_NUMBER_EXAMPLES,
    });
}
