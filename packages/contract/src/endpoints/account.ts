import { z } from 'zod';
import {
  AddressRequestSchema,
  AdminChangePasswordRequestSchema,
  ChangePasswordRequestSchema,
  CurrentUserSchema,
  DisableAuthenticatorRequestSchema,
  EnableAuthenticatorRequestSchema,
  ForgotPasswordRequestSchema,
  GenerateRecoveryCodesRequestSchema,
  LanguageRequestSchema,
  LoginResponseSchema,
  MfaSetupSchema,
  RecoveryCodesSchema,
  RefreshTokenHeadersSchema,
  ResetPasswordRequestSchema,
  SecurityPolicySchema,
  SessionTokensSchema,
  VerifyPasswordRequestSchema,
} from '../account.ts';
import { API } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { LoginRecoveryRequestSchema, LoginRequestSchema } from '../login.ts';
import { PersonalInfoRequestSchema } from '../personal-info.ts';
import { SignUpRequestSchema } from '../sign-up.ts';
import { CreateUserRequestSchema } from '../users.ts';
import { CLAIM_ERRORS } from './shared.ts';

const account = ['account'] as const;
const twoStep = ['two-step verification'] as const;

/** A visitor signs up with the first; an administrator creates a user with the second. */
const SaveUserRequestSchema = z.union([SignUpRequestSchema, CreateUserRequestSchema]);

export const accountEndpoints = {
  login: endpoint(API.login, {
    summary: 'Sign in with e-mail and password, then with a TOTP or recovery code when requiresTwoFactor',
    tags: account,
    auth: 'public',
    accountRateLimit: true,
    // The sign-in rules are zod/mini (the sign-in page's budget); the description wraps their shape.
    body: z.object(LoginRequestSchema.shape),
    response: LoginResponseSchema,
    errors: ['INVALID_CREDENTIALS', 'CODE_INVALID', 'ACCOUNT_LOCKED', 'ACCOUNT_DISABLED'],
  }),
  loginWithRecoveryCode: endpoint(API.loginWithRecoveryCode, {
    summary: 'Sign in with e-mail, password and a recovery code',
    tags: account,
    auth: 'public',
    accountRateLimit: true,
    body: z.object(LoginRecoveryRequestSchema.shape),
    response: LoginResponseSchema,
    errors: ['INVALID_CREDENTIALS', 'CODE_INVALID', 'ACCOUNT_LOCKED', 'ACCOUNT_DISABLED'],
  }),
  refreshToken: endpoint(API.refreshToken, {
    summary:
      'Exchange the refresh token (header refreshToken) for a new token pair; each works once. The new token is in data and at the top level.',
    tags: account,
    auth: 'public',
    allowRestricted: true,
    accountRateLimit: true,
    headers: RefreshTokenHeadersSchema,
    response: SessionTokensSchema,
    dataAtTop: true,
    errors: ['SESSION_ENDED'],
  }),
  logout: endpoint(API.logout, {
    summary: 'Sign out: the session and its refresh token stop working at once',
    tags: account,
    allowRestricted: true,
    errors: [],
  }),
  verifyPassword: endpoint(API.verifyPassword, {
    summary: 'Check your own password (the lock screen); failures count toward the sign-in lockout',
    tags: account,
    allowRestricted: true,
    accountRateLimit: true,
    body: VerifyPasswordRequestSchema,
    errors: ['PASSWORD_WRONG', 'ACCOUNT_LOCKED', 'NOT_FOUND'],
  }),
  forgotPassword: endpoint(API.forgotPassword, {
    summary: 'E-mail a reset link; the answer is the same whether or not the address has an account',
    tags: account,
    auth: 'public',
    accountRateLimit: true,
    body: ForgotPasswordRequestSchema,
    errors: [],
  }),
  resetPassword: endpoint(API.resetPassword, {
    summary: 'Set a password from a reset or invitation link; every session of the user ends',
    tags: account,
    auth: 'public',
    accountRateLimit: true,
    body: ResetPasswordRequestSchema,
    errors: ['LINK_INVALID', 'PASSWORD_COMMON'],
  }),
  changePassword: endpoint(API.changePassword, {
    summary: 'Change your own password',
    tags: account,
    allowRestricted: true,
    accountRateLimit: true,
    body: ChangePasswordRequestSchema,
    errors: ['OLD_PASSWORD_WRONG', 'PASSWORD_COMMON', 'ACCOUNT_LOCKED', 'NOT_FOUND'],
  }),
  adminChangePassword: endpoint(API.adminChangePassword, {
    summary: 'Send a user a reset link, or set a temporary password they must change (admins)',
    tags: ['users'],
    roles: ['Admin'],
    body: AdminChangePasswordRequestSchema,
    errors: ['USER_NOT_FOUND', 'OWN_PASSWORD_IN_SETTINGS', 'PASSWORD_COMMON'],
  }),
  saveUser: endpoint(API.saveUser, {
    summary:
      'Anonymous: sign up as a Client (firstName, lastName, email, contact; id and isBlogger are ignored). Admin: create a user of any role.',
    tags: ['account', 'users'],
    auth: 'optional',
    accountRateLimit: true,
    body: SaveUserRequestSchema,
    errors: ['FORBIDDEN', 'EMAIL_TAKEN'],
  }),
  getCurrentUser: endpoint(API.getCurrentUser, {
    summary: 'The signed-in user; avatar is an address an <img> can load, valid for a while',
    tags: account,
    allowRestricted: true,
    response: CurrentUserSchema,
    errors: ['NOT_FOUND'],
  }),
  updatePersonalInfo: endpoint(API.updatePersonalInfo, {
    summary: 'Names, gender, phone and avatar',
    tags: account,
    body: PersonalInfoRequestSchema,
    errors: ['NOT_FOUND', ...CLAIM_ERRORS],
  }),
  updateAddress: endpoint(API.updateAddress, {
    summary: 'Postal address; country is an ISO code or one of the specification’s five options',
    tags: account,
    body: AddressRequestSchema,
    errors: ['NOT_FOUND'],
  }),
  setLanguage: endpoint(API.setLanguage, {
    summary: 'The language of your e-mails',
    tags: account,
    allowRestricted: true,
    body: LanguageRequestSchema,
    errors: [],
  }),
  getMfa: endpoint(API.getMfa, {
    summary: 'Start enrolment: a new shared key and its otpauth:// URI for the QR code',
    tags: twoStep,
    allowRestricted: true,
    accountRateLimit: true,
    response: MfaSetupSchema,
    errors: ['MFA_ALREADY_ON', 'NOT_FOUND'],
  }),
  enableAuthenticator: endpoint(API.enableAuthenticator, {
    summary: 'Confirm enrolment with a code from the app; data is a new access token',
    tags: twoStep,
    allowRestricted: true,
    accountRateLimit: true,
    body: EnableAuthenticatorRequestSchema,
    response: z.string(),
    errors: [
      'MFA_ALREADY_ON',
      'MFA_SETUP_MISSING',
      'MFA_KEY_OUT_OF_DATE',
      'MFA_CODE_INVALID',
      'PASSWORD_NEEDED_TO_ENROL',
      'PASSWORD_WRONG',
      'ACCOUNT_LOCKED',
      'NOT_FOUND',
    ],
  }),
  disableAuthenticator: endpoint(API.disableAuthenticator, {
    summary: 'Turn two-step verification off (password and a current code); data is a new access token',
    tags: twoStep,
    allowRestricted: true,
    accountRateLimit: true,
    body: DisableAuthenticatorRequestSchema,
    response: z.string(),
    errors: ['MFA_NOT_ON', 'PASSWORD_OR_CODE_WRONG', 'ACCOUNT_LOCKED', 'NOT_FOUND'],
  }),
  generateRecoveryCodes: endpoint(API.generateRecoveryCodes, {
    summary:
      'Ten new recovery codes, replacing all earlier ones; shown only in this answer. Any set after the first needs the password.',
    tags: twoStep,
    allowRestricted: true,
    accountRateLimit: true,
    body: GenerateRecoveryCodesRequestSchema,
    response: RecoveryCodesSchema,
    errors: ['MFA_NOT_ON', 'PASSWORD_NEEDED_FOR_CODES', 'PASSWORD_WRONG', 'ACCOUNT_LOCKED', 'NOT_FOUND'],
  }),
  getSecurityPolicy: endpoint(API.getSecurityPolicy, {
    summary: 'The roles that must use two-step verification',
    tags: twoStep,
    roles: ['Admin'],
    response: SecurityPolicySchema,
    errors: [],
  }),
  saveSecurityPolicy: endpoint(API.saveSecurityPolicy, {
    summary: 'Require two-step verification for these roles; their users enrol at their next sign-in',
    tags: twoStep,
    roles: ['Admin'],
    body: SecurityPolicySchema,
    response: SecurityPolicySchema,
    errors: [],
  }),
};
