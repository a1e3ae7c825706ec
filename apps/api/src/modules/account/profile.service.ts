import type { AddressRequest, CurrentUser, Language, PersonalInfoRequest } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { avatarAddress } from '../../lib/avatar-address.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { refreshCasesOfUser } from '../cases/cases.read-model.ts';
import { findUserById, updateUser } from './account.repository.ts';
import { countUnusedRecoveryCodes } from './mfa.service.ts';

export async function getCurrentUser(ctx: ActorContext): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw new AppError('NOT_FOUND');
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    role: user.role,
    gender: (user.gender as CurrentUser['gender']) ?? null,
    phoneNumber: user.phoneNumber,
    birthDate: user.birthDate,
    avatar: avatarAddress(user.avatarKey, ctx.now(), ctx.services.encryptionKey),
    country: user.country,
    state: user.state,
    city: user.city,
    postcode: user.postcode,
    address1: user.address1,
    address2: user.address2,
    isMFAEnabled: user.mfaEnabled,
    recoveryCodesLeft: user.mfaEnabled ? await countUnusedRecoveryCodes(ctx, user.id) : 0,
    language: (user.language as Language) ?? 'en',
  };
}

/**
 * Saves names, gender and phone. The avatar is replaced only by claiming an upload, which must be
 * the caller's own; here it may otherwise only be kept or removed. The claim, the change and its
 * audit record are one transaction: a save that fails leaves the upload claimable.
 */
export async function updatePersonalInfo(ctx: ActorContext, input: PersonalInfoRequest): Promise<void> {
  const user = await findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw new AppError('NOT_FOUND');
  await inTransaction(ctx, async (txCtx) => {
    let avatarKey = user.avatarKey;
    if (input.avatar === null || input.avatar === '') avatarKey = null;
    else if (input.avatar && input.avatar !== user.avatarKey) {
      const avatar = await ctx.services.files.claim(txCtx, input.avatar, 'avatar', {
        type: 'user-avatar',
        id: user.id,
      });
      avatarKey = avatar.storageKey;
    }
    await updateUser(txCtx.db, user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender,
      phoneNumber: input.phoneNumber,
      birthDate: input.birthDate ?? user.birthDate,
      avatarKey,
      updatedAt: ctx.now(),
    });
    if (input.firstName !== user.firstName || input.lastName !== user.lastName)
      await refreshCasesOfUser(txCtx.db, user.id);
    await recordAudit(
      txCtx,
      'account.personal_info_updated',
      { type: 'user', id: user.id },
      { avatarChanged: avatarKey !== user.avatarKey },
    );
  });
}

export async function updateAddress(ctx: ActorContext, input: AddressRequest): Promise<void> {
  const userId = ctx.actor.userId;
  await updateUser(ctx.db, userId, {
    country: input.country,
    state: input.state,
    city: input.city,
    postcode: input.postcode,
    address1: input.address1,
    address2: input.address2 ?? null,
    updatedAt: ctx.now(),
  });
  await recordAudit(ctx, 'account.address_updated', { type: 'user', id: userId });
}

export async function setLanguage(ctx: ActorContext, language: Language): Promise<void> {
  await updateUser(ctx.db, ctx.actor.userId, { language });
}
