import { ChangePasswordRequestSchema, NewPasswordSchema, ResetPasswordRequestSchema } from '@docket/contract';
import { z } from 'zod';

const reset = ResetPasswordRequestSchema.shape;

/** Set-password form: the contract's fields, without userId and code (they come from the link). */
export const SetPasswordFormSchema = z
  .object({ password: reset.password, confirmPassword: reset.confirmPassword })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'confirmPassword.mismatch',
  });
export type SetPasswordFormValues = z.input<typeof SetPasswordFormSchema>;

const change = ChangePasswordRequestSchema.shape;

/** Change-password form: the spec's own "New password is required." for an empty new password. */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: change.oldPassword,
    newPassword: z.string().min(1, 'changePassword.new.required').pipe(NewPasswordSchema),
    confirmPassword: change.confirmPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'changePassword.mismatch',
  });
export type ChangePasswordFormValues = z.input<typeof ChangePasswordFormSchema>;
