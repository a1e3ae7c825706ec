/**
 * Why a session ended, told to the person whose session it was (SESSION_ENDED's `reason`), so the
 * sign-in page can say it in one sentence: the firm locked the account, the password was changed
 * (here, elsewhere or by the firm), the session ran out, or it ended for another reason (signed
 * out, a role or two-step change, a refresh token used twice, a token not known).
 */
export const SESSION_END_REASONS = ['locked', 'passwordChanged', 'expired', 'ended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
