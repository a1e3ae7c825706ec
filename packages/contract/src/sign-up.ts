import { z } from 'zod';
import { requiredText } from './account.ts';
import { LIMITS } from './limits.ts';
import { phoneNumberSchema } from './phone-schema.ts';

// Apart from account.ts, whose schemas the password, two-step and lock screens share: only the
// screens with a phone field load the phone-number rule and its metadata (decision 034).

export const SignUpRequestSchema = z.object({
  /** The spec's client sends an id (0, "", null or nothing) with a new account: it is ignored. */
  id: z
    .union([z.string().max(100), z.number()])
    .optional()
    .nullable(),
  firstName: requiredText('firstName.required', LIMITS.nameMaxLength),
  lastName: requiredText('lastName.required', LIMITS.nameMaxLength),
  isBlogger: z.boolean().optional(),
  email: z
    .string({ error: 'email.required' })
    .trim()
    .min(1, 'email.required')
    .max(254)
    .pipe(z.email('signupEmail.invalid')),
  contact: phoneNumberSchema('contact.required'),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
