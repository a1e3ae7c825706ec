import * as z from 'zod/mini';

/**
 * The sign-in rules, written with zod/mini: the sign-in page validates with these very schemas and
 * loads only the few kilobytes of zod's core they use, not the whole chainable API (decision 031).
 * The server reads the same schemas, inside its classic-zod descriptions (zod 4 mixes the two).
 */

export const EmailSchema = z.pipe(
  z
    .string({ error: 'email.required' })
    .check(z.trim(), z.minLength(1, 'email.required'), z.maxLength(254, 'email.invalid')),
  z.email('email.invalid'),
);

const LoginPasswordSchema = z
  .string({ error: 'password.required' })
  .check(z.minLength(1, 'password.required'), z.maxLength(1024, 'password.tooLong'));

/** 6-7 characters, so "123 456" and "123-456" pass; sign-in strips the space or hyphen. */
export const OneTimeCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(6, 'mfaCode.length'), z.maxLength(7, 'mfaCode.length'));

/** The spec's login payload always carries both code fields; an empty one means "not given". */
const absentWhenBlank = <T extends z.ZodMiniType<string, string>>(schema: T) =>
  z.optional(
    z.pipe(
      // Typed for callers; the check is for what arrives on the wire, which may be anything.
      z.transform((value: string | null) =>
        typeof value === 'string' && value.trim() === '' ? null : value,
      ),
      z.nullable(schema),
    ),
  );

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  twoFactorCode: absentWhenBlank(OneTimeCodeSchema),
  recoveryCode: absentWhenBlank(z.string().check(z.trim(), z.maxLength(32, 'field.tooLong'))),
  rememberMe: z.optional(z.boolean()),
  /** The login screen's mode: 1 password, 2 MFA code, 3 recovery code. Informational only. */
  step: z.optional(z.int().check(z.minimum(1), z.maximum(3))),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The second step, once the server has asked for a code: the code is required. */
export const LoginCodeRequestSchema = z.extend(LoginRequestSchema, {
  twoFactorCode: z
    .string({ error: 'mfaCode.required' })
    .check(
      z.trim(),
      z.minLength(1, 'mfaCode.required'),
      z.minLength(6, 'mfaCode.length'),
      z.maxLength(7, 'mfaCode.length'),
    ),
});

export const LoginRecoveryRequestSchema = z.extend(LoginRequestSchema, {
  recoveryCode: z
    .string({ error: 'recoveryCode.required' })
    .check(z.trim(), z.minLength(1, 'recoveryCode.required'), z.maxLength(32, 'field.tooLong')),
});
