import { z } from 'zod';
import { COUNTRY_CODES, canonicalCountry, SPEC_COUNTRY_OPTIONS } from './countries.ts';
import { RoleSchema } from './enums.ts';
import { LANGUAGES } from './languages.ts';
import { LIMITS } from './limits.ts';
import { EmailSchema, OneTimeCodeSchema } from './login.ts';
import { PATTERNS } from './patterns.ts';

/** A text field that must not be blank, with the message for a blank one. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'field.tooLong');

/** A new password: the spec's composition rule, at most 128 characters. */
export const NewPasswordSchema = z
  .string({ error: 'password.required' })
  .min(1, 'password.required')
  .max(LIMITS.passwordMaxLength, 'password.tooLong')
  .regex(PATTERNS.strongPassword, 'password.weak');

export const SessionTokensSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof SessionTokensSchema>;

/** RefreshToken reads the refresh token from a header of that name (header names arrive in lower case). */
export const RefreshTokenHeadersSchema = z.object({ refreshtoken: z.string().min(1).max(200) });

export const LoginResponseSchema = z.object({
  token: z.string().nullable(),
  refreshToken: z.string().nullable(),
  requiresTwoFactor: z.boolean(),
  /** The user's role requires two-step verification and it is not enrolled yet. */
  requiresMfaEnrolment: z.boolean(),
  /** An administrator set a temporary password that must be replaced first. */
  mustChangePassword: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });

export const ResetPasswordRequestSchema = z
  .object({
    userId: z.uuid('userId.invalid'),
    code: z.string().min(1, 'code.required').max(200),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: 'confirmPassword.required' }).min(1, 'confirmPassword.required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'confirmPassword.mismatch',
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    oldPassword: z
      .string({ error: 'changePassword.old.required' })
      .min(1, 'changePassword.old.required')
      .max(1024),
    newPassword: z
      .string({ error: 'changePassword.new.required' })
      .min(1, 'changePassword.new.required')
      .pipe(NewPasswordSchema),
    confirmPassword: z
      .string({ error: 'changePassword.confirm.required' })
      .min(1, 'changePassword.confirm.required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'changePassword.mismatch',
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const MfaSetupSchema = z.object({ sharedKey: z.string(), authenticatorUri: z.string() });
export type MfaSetup = z.infer<typeof MfaSetupSchema>;

export const EnableAuthenticatorRequestSchema = z.object({
  authenticatorUri: z.string().max(500).optional(),
  sharedKey: z.string().min(1).max(100),
  /** Needed only when the session signed in over 15 minutes ago (the server says so). */
  password: z.string().max(1024).optional(),
  code: z
    .string({ error: 'authenticatorCode.required' })
    .trim()
    .min(1, 'authenticatorCode.required')
    .regex(/^\d{6}$/, 'authenticatorCode.invalid'),
});
export type EnableAuthenticatorRequest = z.infer<typeof EnableAuthenticatorRequestSchema>;

export const DisableAuthenticatorRequestSchema = z.object({
  password: z.string().min(1, 'password.required').max(1024),
  code: OneTimeCodeSchema,
});

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The first codes, right after enrolment, need nothing more; any later set needs the password. */
export const GenerateRecoveryCodesRequestSchema = z
  .object({ password: z.string().max(1024).optional() })
  .nullish();

export const GENDERS = ['male', 'female'] as const;

export const AddressRequestSchema = z.object({
  /** An ISO 3166 code, or one of the specification's five options by name (countries.ts). */
  country: z.preprocess(
    (value) => (typeof value === 'string' ? (canonicalCountry(value) ?? value) : value),
    z.enum([...COUNTRY_CODES, ...SPEC_COUNTRY_OPTIONS], { error: 'address.country.required' }),
  ),
  state: requiredText('address.state.required', 100),
  city: requiredText('address.city.required', 100),
  postcode: requiredText('address.postcode.required', 20),
  address1: requiredText('address.line1.required', 200),
  address2: z.string().trim().max(200, 'field.tooLong').optional().nullable(),
});
export type AddressRequest = z.infer<typeof AddressRequestSchema>;

export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const CurrentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: RoleSchema,
  gender: z.enum(GENDERS).nullable(),
  phoneNumber: z.string().nullable(),
  birthDate: z.string().nullable(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  isMFAEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  language: LanguageSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AdminChangePasswordRequestSchema = z.discriminatedUnion('action', [
  z.object({ userId: z.uuid(), action: z.literal('sendResetLink') }),
  z.object({
    userId: z.uuid(),
    action: z.literal('setTemporaryPassword'),
    temporaryPassword: NewPasswordSchema,
  }),
]);
export type AdminChangePasswordRequest = z.infer<typeof AdminChangePasswordRequestSchema>;

export const SecurityPolicySchema = z.object({ mfaRequiredRoles: z.array(RoleSchema) });
export type SecurityPolicy = z.infer<typeof SecurityPolicySchema>;

export const VerifyPasswordRequestSchema = z.object({
  password: z.string({ error: 'password.required' }).min(1, 'password.required').max(1024),
});

export const LanguageRequestSchema = z.object({ language: LanguageSchema });

/** Claims of the access token (spec section 3), plus Role and the session id. */
export type AccessTokenClaims = {
  UserId: string;
  FirstName: string;
  LastName: string;
  FullName: string;
  IsMFAEnabled: boolean;
  IsAdmin: boolean;
  Avatar: string | null;
  Role: 'Admin' | 'Client' | 'Solicitor';
  sid: string;
};
